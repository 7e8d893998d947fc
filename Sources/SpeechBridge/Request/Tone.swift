import Foundation

/// A short synthesised sound (an earcon) played between speech parts: notes of equal length one
/// after another, each with a soft start and end so that it never clicks.
///
/// The same tone always gives the same samples (noise comes from a fixed seed), so renders can
/// be compared and captions timed: a tone lasts exactly `PCMFormat.samples(milliseconds:)`.
public struct Tone: Sendable, Hashable, Codable {
    public enum Waveform: String, Sendable, Hashable, CaseIterable, Codable {
        /// A pure tone at the note's frequency.
        case sine
        /// A sawtooth at the note's frequency: rich in harmonics, it buzzes.
        case sawtooth
        /// Noise low-pass filtered at the note's frequency: a hiss, brighter as it rises.
        case noise
    }

    public var waveform: Waveform
    /// The notes' frequencies in Hz, played one after another for equal lengths.
    public var frequencies: [Double]
    /// Length of the whole tone, 0...``maximumMilliseconds``.
    public var milliseconds: Int
    /// Peak level, 0...1 of full scale.
    public var level: Double

    /// The longest tone rendered; longer ones are cut to this.
    public static let maximumMilliseconds = 5000

    public init(
        _ waveform: Waveform, frequencies: [Double], milliseconds: Int, level: Double = 0.4
    ) {
        self.waveform = waveform
        self.frequencies = frequencies
        self.milliseconds = milliseconds
        self.level = level
    }

    /// The tone's exact length in samples.
    public var sampleCount: Int {
        PCMFormat.samples(milliseconds: min(max(milliseconds, 0), Self.maximumMilliseconds))
    }

    /// Length of the soft start and end of each note.
    private static let fadeMilliseconds = 5

    /// The tone's samples. Out-of-range values never fail: lengths and levels are clamped,
    /// frequencies are kept between 20 Hz and just below half the sample rate, and a frequency
    /// that is not a number gives silence.
    func samples() -> [Int16] {
        let count = sampleCount
        var wave = [Double](repeating: 0, count: count)
        guard !frequencies.isEmpty else { return [Int16](repeating: 0, count: count) }
        var noise = NoiseSource()
        var filtered = 0.0
        for (index, frequency) in frequencies.enumerated() where !frequency.isNaN {
            let hertz = min(max(frequency, 20), Double(PCMFormat.sampleRate) * 0.45)
            let notes = index * count / frequencies.count..<(index + 1) * count / frequencies.count
            let fade = min(PCMFormat.samples(milliseconds: Self.fadeMilliseconds), notes.count / 4)
            // The one-pole low-pass coefficient for noise at this cutoff.
            let smoothing = 1 - exp(-2 * Double.pi * hertz / Double(PCMFormat.sampleRate))
            for sample in notes {
                let phase = Double(sample - notes.lowerBound) * hertz / Double(PCMFormat.sampleRate)
                let value: Double
                switch waveform {
                case .sine: value = sin(2 * Double.pi * phase)
                case .sawtooth: value = 2 * (phase - phase.rounded(.down)) - 1
                case .noise:
                    filtered += smoothing * (noise.next() - filtered)
                    value = filtered
                }
                wave[sample] =
                    value * Self.envelope(sample - notes.lowerBound, of: notes.count, fade: fade)
            }
        }
        let peak = wave.reduce(0) { max($0, abs($1)) }
        let gain = peak > 0 ? 32767 * min(max(level.isNaN ? 0 : level, 0), 1) / peak : 0
        return wave.map { Int16(($0 * gain).rounded()) }
    }

    /// A raised-cosine rise over the first `fade` samples and fall over the last `fade`.
    private static func envelope(_ position: Int, of length: Int, fade: Int) -> Double {
        let edge = min(position, length - 1 - position)
        guard edge < fade else { return 1 }
        return 0.5 - 0.5 * cos(Double.pi * Double(edge) / Double(fade))
    }
}

/// White noise in -1...1 from a fixed-seed xorshift generator, so a tone renders identically
/// every time.
private struct NoiseSource {
    private var state: UInt32 = 0x9E37_79B9

    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return Double(state) / Double(UInt32.max) * 2 - 1
    }
}
