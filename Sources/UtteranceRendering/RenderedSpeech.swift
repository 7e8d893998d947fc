import FileWriting
import Foundation
import SpeechBridge
import Utterances

/// Utterances rendered one after another into one stream of audio, with captions timed from it:
/// what a localisation reviewer gets for a screen (one WAV file and its captions).
///
/// Every utterance is synthesised in full, in order, on the synthesizer's one thread (espeak-ng
/// is a single global engine, so a render cannot spread over cores); a gap of silence separates
/// consecutive utterances.
public struct RenderedSpeech: Sendable {
    /// The audio, 22050 Hz mono.
    public let samples: [Int16]
    /// Each utterance and the samples of each of its parts.
    private let timed: [(utterance: Utterance, parts: [Range<Int>])]

    /// Renders `utterances` with `synthesizer`'s voices and `options`, `gapMilliseconds` of
    /// silence apart. Throws when the synthesizer cannot speak or other speech interrupts it.
    public init(
        _ utterances: [Utterance], synthesizer: Synthesizer,
        options: SpeechOptions = SpeechOptions(), gapMilliseconds: Int = 500
    ) throws(RenderingError) {
        let format = UtteranceFormat.speech(voices: synthesizer.voices, options: options)
        // Everything is queued first so the synthesis thread never waits for this one.
        let renders = utterances.map { utterance in
            let request = format.render(utterance)
            let buffer = PCMBuffer()
            return (utterance, request, buffer, synthesizer.enqueue(request, to: buffer))
        }
        let gap = [Int16](
            repeating: 0, count: PCMFormat.samples(milliseconds: max(gapMilliseconds, 0)))
        var samples: [Int16] = []
        var timed: [(Utterance, [Range<Int>])] = []
        for (utterance, request, buffer, ticket) in renders {
            switch ticket.wait() {
            case .finished: break
            case .interrupted: throw .interrupted
            case .failed(let error): throw .speech(error)
            }
            if !timed.isEmpty { samples += gap }
            let audio = buffer.samples
            let timeline = PartTimeline(request, marks: buffer.marks, sampleCount: audio.count)
            let offset = samples.count
            timed.append(
                (
                    utterance,
                    timeline.ranges.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
                ))
            samples += audio
        }
        self.samples = samples
        self.timed = timed
    }

    /// Length of the audio in seconds.
    public var duration: Double { PCMFormat.seconds(samples: samples.count) }

    /// The captions of the audio, in order and never overlapping.
    public func captions(_ granularity: Caption.Granularity = .segment) -> [Caption] {
        timed.flatMap { utterance, ranges -> [Caption] in
            let sounding = zip(utterance.parts, ranges).compactMap { part, range -> Caption? in
                switch part {
                case .speech(let segment): Caption(text: segment.text, samples: range)
                case .cue(let cue): Caption(text: cue.marker, samples: range)
                case .pause: nil
                }
            }
            guard granularity == .utterance else { return sounding }
            guard let first = sounding.first, let last = sounding.last else { return [] }
            return [
                Caption(
                    text: UtteranceFormat.transcript.render(utterance),
                    samples: first.samples.lowerBound..<last.samples.upperBound)
            ]
        }
    }

    /// Writes the audio as a WAV file and its captions beside it, as a pair: both replace their
    /// previous versions or neither does (a reader never sees half a file, nor a WAV file with
    /// another render's captions). Throws ``RenderingError/cannotWrite(path:reason:)`` naming
    /// the file that could not be written.
    public func write(
        audio: URL, captions: URL, format: CaptionFormat = .webVTT,
        granularity: Caption.Granularity = .segment
    ) throws(RenderingError) {
        let text = format.document(self.captions(granularity))
        do {
            try FileSet.write([(audio, WAVFile.encode(samples)), (captions, Data(text.utf8))])
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}
