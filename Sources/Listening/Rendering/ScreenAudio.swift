import FileWriting
import Foundation
import Reporting
import SpeechBridge
import UtteranceRendering

/// A whole screen's audio, written as its elements' audio arrives in swipe order: each
/// element's samples a gap apart, and one caption per element. It streams to disk through a
/// ``WAVFileSink``, so a screen's audio is never held in memory, and appears whole at
/// ``finish(captionsFile:)``. Not flushed to disk: a run can make it again.
final class ScreenAudio {
    private let sink: WAVFileSink
    private var sampleCount = 0
    private var captions: [Caption] = []
    /// Silence between elements, in samples.
    private let gap: Int

    init(url: URL, gapMilliseconds: Int) throws {
        gap = PCMFormat.samples(milliseconds: gapMilliseconds)
        do {
            sink = try WAVFileSink(url: url, durable: false)
        } catch {
            throw ListenError.cannotWrite(url.path, error.reason)
        }
    }

    /// Appends the samples of the element's WAV file at `path`, captioned with `text`.
    func append(samplesOfFile path: String, text: String) throws {
        if !captions.isEmpty {
            sink.writeSilence(sampleCount: gap)
            sampleCount += gap
        }
        let start = sampleCount
        do {
            sampleCount += try sink.appendSamples(ofFile: path)
        } catch {
            let reason = (error as? WAVFile.Failure)?.description ?? ErrorReason.of(error)
            throw ListenError.worker("\(path) cannot be read: \(reason)")
        }
        captions.append(Caption(text: text, samples: start..<sampleCount))
    }

    /// Puts the audio in place and writes the captions to `captionsFile`; returns the audio's
    /// length in seconds.
    func finish(captionsFile: URL) throws -> Double {
        do {
            try sink.commit()
        } catch {
            throw ListenError.cannotWrite(sink.url.path, error.reason)
        }
        do {
            try UnsyncedFile.write(Data(CaptionFormat.webVTT.document(captions).utf8), to: captionsFile)
        } catch {
            throw ListenError.cannotWrite(captionsFile.path, error.reason)
        }
        return PCMFormat.seconds(samples: sampleCount)
    }
}
