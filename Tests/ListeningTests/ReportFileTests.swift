import Foundation
import Listening
import SpeechBridge
import Testing

/// The multi-locale sample rendered into files: every WAV audible, durations as recorded, the
/// whole-screen captions on the element boundaries.
@Suite(.serialized) struct ReportFileTests {
    static let sample: Result<(ListenReport, URL), any Error> = Result {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(ListenRunner.sampleApp, into: folder, "--fail-on", "never", "--jobs", "2")
        guard run.status == 0 else { throw ListenError.worker(run.errors) }
        return (try ListenRunner.report(folder), folder)
    }

    /// Quieter than this root mean square over a whole WAV is not speech.
    static let audibleRMS = 200.0

    @Test func everyLocaleOfTheSampleIsRendered() throws {
        let (report, folder) = try Self.sample.get()
        #expect(report.locales.map(\.locale) == ["en", "ar", "ja", "ru", "zh-Hans"])
        #expect(report.locales.first { $0.locale == "ar" }?.rightToLeft == true)
        #expect(report.results.count == report.plan.screens.count * 5)
        #expect(report.plan.screens.count > 5)
        for name in ["index.html", "findings.jsonl", "summary.json", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func everyElementWAVIsAudibleAndAsLongAsRecorded() throws {
        let (report, folder) = try Self.sample.get()
        for element in report.results.flatMap(\.elements) {
            let wav = try WAVFile.read(folder.appendingPathComponent(element.audio))
            #expect(wav.sampleRate == PCMFormat.sampleRate)
            #expect(AudioAnalysis.rms(wav.samples) > Self.audibleRMS, "\(element.audio) is silent")
            #expect(abs(wav.duration - element.spoken.duration) < 0.001)
        }
    }

    @Test func captionCuesLineUpWithTheScreenWAV() throws {
        let (report, folder) = try Self.sample.get()
        let gap = Double(ScreenRenderer.gapMilliseconds) / 1000
        for result in report.results where !result.elements.isEmpty {
            let wav = try WAVFile.read(folder.appendingPathComponent(result.audio))
            let cues = try Self.cues(folder.appendingPathComponent(result.captions))
            #expect(cues.count == result.elements.count, "\(result.captions)")
            var start = 0.0
            for (cue, element) in zip(cues, result.elements) {
                #expect(abs(cue.start - start) < 0.002, "\(result.captions): \(cue.text)")
                #expect(abs(cue.end - (start + element.spoken.duration)) < 0.002)
                #expect(cue.text == element.spoken.spoken)
                start += element.spoken.duration + gap
            }
            #expect(abs(wav.duration - (start - gap)) < 0.002)
            #expect(abs(wav.duration - result.duration) < 0.002)
        }
    }

    @Test func aRerunWithNothingChangedRendersNothing() throws {
        let (_, folder) = try Self.sample.get()
        let run = try ListenRunner.listen(ListenRunner.sampleApp, into: folder, "--fail-on", "never")
        #expect(run.status == 0)
        let again = try ListenRunner.report(folder)
        #expect(again.results.flatMap(\.elements).allSatisfy { !$0.synthesized })
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains("\"synthesized\" : 0"))
    }

    struct Cue {
        var start: Double
        var end: Double
        var text: String
    }

    /// The cues of a WebVTT file.
    static func cues(_ file: URL) throws -> [Cue] {
        let blocks = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n\n").dropFirst()
        return blocks.compactMap { block in
            let lines = block.split(separator: "\n").map(String.init)
            guard lines.count >= 3 else { return nil }
            let times = lines[1].components(separatedBy: " --> ").map(seconds)
            return Cue(
                start: times[0], end: times[1],
                text: lines[2...].joined(separator: "\n")
                    .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">"))
        }
    }

    private static func seconds(_ stamp: String) -> Double {
        let parts = stamp.split(separator: ":").compactMap { Double($0) }
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
    }
}
