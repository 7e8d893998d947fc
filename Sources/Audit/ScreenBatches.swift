import Dispatch
import Foundation
import Synchronization

/// An app's screens cut into consecutive batches worked on side by side, on every core: each
/// screen is audited on its own, so an app of thousands of screens is resolved and checked in
/// parallel, and the results are put together in the screens' order, as a serial run would list
/// them. Apps of few screens are worked on in the calling thread.
enum ScreenBatches {
    /// Screens below this count are not worth a thread.
    static let parallelThreshold = 64

    /// `0..<count` cut into consecutive ranges: a few a core, so that a core finishing early
    /// takes another; one range below ``parallelThreshold`` or on one core.
    static func ranges(_ count: Int) -> [Range<Int>] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count >= parallelThreshold, cores > 1 else { return [0..<count] }
        let batchCount = min(count, cores * 4)
        return (0..<batchCount).map { batch in (count * batch / batchCount)..<(count * (batch + 1) / batchCount) }
    }

    /// `body`'s results for consecutive ranges of `0..<count` (``ranges(_:)``), concatenated in
    /// order. The first batch's error, if any batch throws, is rethrown once every batch has
    /// ended.
    static func map<Result: Sendable, Failure: Error>(
        _ count: Int, _ body: @Sendable (Range<Int>) throws(Failure) -> [Result]
    ) throws(Failure) -> [Result] {
        let ranges = ranges(count)
        guard ranges.count > 1 else { return try body(0..<count) }
        let results = Mutex([Swift.Result<[Result], Failure>?](repeating: nil, count: ranges.count))
        DispatchQueue.concurrentPerform(iterations: ranges.count) { batch in
            let outcome = Swift.Result { () throws(Failure) in try body(ranges[batch]) }
            results.withLock { $0[batch] = outcome }
        }
        var joined: [Result] = []
        joined.reserveCapacity(count)
        for outcome in results.withLock({ $0 }) { joined += try outcome!.get() }
        return joined
    }

    /// Lets go of `items`, of which the caller hands over the last references, in batches side
    /// by side: each batch is freed on the thread that takes it, as ``map(_:_:)`` made them.
    static func free<Item: Sendable>(_ items: consuming [Item]) {
        let ranges = ranges(items.count)
        guard ranges.count > 1 else { return }
        let batches = Mutex(ranges.map { range -> [Item]? in Array(items[range]) })
        _ = consume items
        DispatchQueue.concurrentPerform(iterations: ranges.count) { batch in
            // Taken out of its slot, the batch's last reference ends here, on this thread.
            let taken = batches.withLock { batches in
                defer { batches[batch] = nil }
                return batches[batch]
            }
            _ = taken
        }
    }
}
