import Synchronization

/// A thread-safe cancel switch shared by a request's ticket and its render.
final class CancellationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)
    func cancel() { cancelled.store(true, ordering: .releasing) }
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
}

/// The state of one request while it renders on the synthesis thread.
final class RenderContext {
    let sink: any AudioSink
    let flag: CancellationFlag
    /// The request part being rendered.
    var part = 0
    /// Offset, in Unicode scalars, of the current piece within its part's text.
    var pieceOffset = 0
    /// Sample index at which the current piece started.
    var pieceStart = 0
    private(set) var samplesWritten = 0

    init(sink: any AudioSink, flag: CancellationFlag) {
        self.sink = sink
        self.flag = flag
    }

    var isCancelled: Bool { flag.isCancelled }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        sink.write(samples)
        samplesWritten += samples.count
    }

    func word(characterOffset: Int, length: Int, sample: Int) {
        sink.mark(
            WordMark(
                part: part, characterOffset: pieceOffset + characterOffset, length: length,
                sample: pieceStart + sample))
    }

    /// Writes `milliseconds` of silence, one chunk at a time so that an interrupt stops it.
    func writeSilence(milliseconds: Int) {
        let chunk = [Int16](repeating: 0, count: Self.chunkSamples)
        writeInChunks(count: PCMFormat.samples(milliseconds: milliseconds)) { chunk[0..<$0.count] }
    }

    /// Writes generated samples (a tone), one chunk at a time so that an interrupt stops them.
    func write(generated samples: [Int16]) {
        writeInChunks(count: samples.count) { samples[$0] }
    }

    private static let chunkSamples = PCMFormat.samples(
        milliseconds: EspeakEngine.chunkMilliseconds)

    /// Writes `count` samples, taking each chunk's samples from `slice`, until done or cancelled.
    private func writeInChunks(count: Int, _ slice: (Range<Int>) -> ArraySlice<Int16>) {
        var start = 0
        while start < count, !isCancelled {
            let end = min(count, start + Self.chunkSamples)
            slice(start..<end).withUnsafeBufferPointer { write($0) }
            start = end
        }
    }
}
