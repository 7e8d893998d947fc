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

    /// `body`'s results for consecutive ranges of `0..<count`, concatenated in order. The first
    /// batch's error, if any batch throws, is rethrown once every batch has ended.
    static func map<Result: Sendable, Failure: Error>(
        _ count: Int, _ body: @Sendable (Range<Int>) throws(Failure) -> [Result]
    ) throws(Failure) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count >= parallelThreshold, cores > 1 else { return try body(0..<count) }
        // A few batches a core, so that a core finishing early takes another.
        let batchCount = min(count, cores * 4)
        let results = Mutex([Swift.Result<[Result], Failure>?](repeating: nil, count: batchCount))
        DispatchQueue.concurrentPerform(iterations: batchCount) { batch in
            let range = (count * batch / batchCount)..<(count * (batch + 1) / batchCount)
            let outcome = Swift.Result { () throws(Failure) in try body(range) }
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
        let count = items.count
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count >= parallelThreshold, cores > 1 else { return }
        let batchCount = min(count, cores * 4)
        let batches = Mutex(
            (0..<batchCount).map { batch -> [Item]? in
                Array(items[(count * batch / batchCount)..<(count * (batch + 1) / batchCount)])
            })
        _ = consume items
        DispatchQueue.concurrentPerform(iterations: batchCount) { batch in
            // Taken out of its slot, the batch's last reference ends here, on this thread.
            let taken = batches.withLock { batches in
                defer { batches[batch] = nil }
                return batches[batch]
            }
            _ = taken
        }
    }
}
