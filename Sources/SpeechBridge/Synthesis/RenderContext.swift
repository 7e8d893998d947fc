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
    let progress: SpeechProgress
    let limits: SpeechLimits
    private let maximumSamples: Int
    /// Set when the request reached its audio limit: synthesis stops as if cancelled.
    private(set) var reachedAudioLimit = false
    /// The request part being rendered.
    var part = 0
    /// Characters, in Unicode scalars, of the text parts before the current part.
    var partCharacterStart = 0
    /// Offset, in Unicode scalars, of the current piece within its part's text.
    var pieceOffset = 0 {
        didSet { progress.reached(characters: partCharacterStart + pieceOffset) }
    }
    /// Where the current piece has a space its part's text does not (``SafeText/Piece/spaces``).
    var pieceSpaces: [Int] = []
    /// Sample index at which the current piece started.
    var pieceStart = 0
    private(set) var samplesWritten = 0

    init(sink: any AudioSink, flag: CancellationFlag, progress: SpeechProgress, limits: SpeechLimits) {
        self.sink = sink
        self.flag = flag
        self.progress = progress
        self.limits = limits
        maximumSamples = limits.maximumSamples
    }

    var isCancelled: Bool { reachedAudioLimit || flag.isCancelled }

    /// Hands `samples` to the sink, up to the request's audio limit.
    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let room = maximumSamples - samplesWritten
        let allowed = samples.count <= room ? samples : UnsafeBufferPointer(rebasing: samples.prefix(max(room, 0)))
        if allowed.count < samples.count { reachedAudioLimit = true }
        guard !allowed.isEmpty else { return }
        sink.write(allowed)
        samplesWritten += allowed.count
        progress.add(samples: allowed.count)
    }

    func word(characterOffset: Int, length: Int, sample: Int) {
        sink.mark(
            WordMark(
                part: part,
                characterOffset: pieceOffset + SafeText.originalOffset(of: characterOffset, skipping: pieceSpaces),
                length: length,
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
