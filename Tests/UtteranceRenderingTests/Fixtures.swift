import Foundation
import SpeechBridge
import UtteranceRendering
import Utterances
import Voices

/// The project's voices, one synthesizer, and utterances shaped as the describer makes them.
enum Fixtures {
    static let voices = try! VoiceCatalog.standard()

    static let synthesizer = try! Synthesizer(voices: voices)

    static let speech = UtteranceFormat.speech(voices: voices)

    static func speech(
        _ text: String, _ kind: SegmentKind = .label, _ language: String = "en-US",
        pitch: PitchHint = .neutral, addedEnd: String? = nil
    ) -> UtterancePart {
        .speech(SpokenSegment(kind: kind, text: text, language: language, pitch: pitch, addedEnd: addedEnd))
    }

    static func pause(_ milliseconds: Int, _ reason: Pause.Reason) -> UtterancePart {
        .pause(Pause(milliseconds: milliseconds, reason: reason))
    }

    /// The stocks row: "Apple Inc., $432.39, up 1.3%" with the Button trait.
    static let stocks = Utterance(
        cause: .focus,
        parts: [
            speech("Apple Inc.,", pitch: .capitalised), pause(150, .comma), speech("$432.39,"),
            pause(150, .comma), speech("up 1.3%.", addedEnd: "."), pause(250, .betweenParts),
            speech("Button.", .trait),
        ],
        subject: "Apple Inc., $432.39, up 1.3%")

    /// A slider with VoiceOver's hint after the hint delay.
    static let volume = Utterance(
        cause: .focus,
        parts: [
            speech("Volume:", pitch: .capitalised), pause(250, .betweenParts),
            speech("50%.", .value),
            pause(250, .betweenParts), speech("Adjustable.", .trait), pause(1000, .hintDelay),
            speech(
                "Swipe up or down with one finger to adjust the value.", .hint,
                pitch: .sentenceFall),
        ],
        subject: "volume")

    static func utterance(
        _ text: String, _ language: String = "en-US", pitch: PitchHint = .neutral,
        cause: Utterance.Cause = .focus
    ) -> Utterance {
        Utterance(cause: cause, parts: [speech(text, .label, language, pitch: pitch)])
    }

    /// Synthesises `utterance` with the speech format (or `format`) into memory.
    static func render(
        _ utterance: Utterance, _ format: UtteranceFormat<SpeechRequest> = speech
    )
        throws -> PCMBuffer
    {
        try synthesizer.synthesize(format.render(utterance))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-rendering-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

enum Measure {
    /// The F0 of each voiced 40 ms frame, sorted.
    static func framePitches(_ samples: [Int16]) -> [Double] {
        let frame = PCMFormat.samples(milliseconds: 40)
        let span = frame + PCMFormat.sampleRate / 60
        return stride(from: 0, to: samples.count - span, by: frame).compactMap {
            AudioAnalysis.medianPitch(of: Array(samples[$0..<$0 + span]))
        }.sorted()
    }

    /// The spread of the middle half of the frames' F0, in Hz.
    static func interquartileRange(_ samples: [Int16]) -> Double {
        let pitches = framePitches(samples)
        return pitches[pitches.count * 3 / 4] - pitches[pitches.count / 4]
    }

    /// The frequency of `samples` from their upward zero crossings.
    static func frequency<C: Collection>(of samples: C) -> Double where C.Element == Int16 {
        let values = Array(samples)
        let crossings = zip(values, values.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
        return Double(crossings) / PCMFormat.seconds(samples: values.count)
    }
}
