import Foundation
import Reporting
import Testing

/// A real capture's label can hold a whole web page (20,800 characters in one from Safari), and
/// a screen's name can be longer than a file name may be: every command that speaks says the
/// whole label, in pieces, and every file Earshot names fits.
@Suite struct LongTextTests {
    /// A page of terms: 20,140 characters, over what one request to the synthesizer once took.
    static let page = String(repeating: "Terms of use apply to every visit, and to each page. ", count: 380)
    static let screenName = "Terms" + String(repeating: " and conditions", count: 20)

    static func app(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("terms.yaml")
        try """
        screens:
          - name: \(screenName)
            elements:
              - {accessibilityLabel: "\(page)", accessibilityFrame: [0, 0, 300, 400]}
              - {accessibilityLabel: Agree, accessibilityTraits: [button], accessibilityFrame: [0, 400, 300, 44]}

        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The seconds of audio in a WAV file of Earshot's (16-bit mono).
    static func seconds(ofWAV url: URL) throws -> Double {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        return Double(size - 44) / 2 / 22_050
    }

    @Test func everyCommandThatSpeaksSaysTheWholePage() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.app(in: folder)
        // 380 sentences of about three seconds each.
        let whole = 15.0 * 60

        let audio = folder.appendingPathComponent("terms.wav")
        let transcript = try Earshot.run("transcript", file, "--audio", audio.path)
        #expect(transcript.status == 0, "\(transcript.errors)")
        #expect(try Self.seconds(ofWAV: audio) > whole)

        let script = folder.appendingPathComponent("walk.txt")
        try "next\nnext\n".write(to: script, atomically: true, encoding: .utf8)
        let recording = folder.appendingPathComponent("walk.wav")
        let repl = try Earshot.run("repl", file, "--script", script.path, "--record", recording.path)
        #expect(repl.status == 0, "\(repl.errors)")
        #expect(try Self.seconds(ofWAV: recording) > whole)

        let report = folder.appendingPathComponent("report")
        let listen = try Earshot.run("listen", file, "--locale", "en", "--out", report.path, "--quiet")
        #expect(listen.status == 0, "\(listen.errors)")
        let results = try String(contentsOf: report.appendingPathComponent("results.json"), encoding: .utf8)
        let namesTheScreen = results.contains("\"screen\":\"\(Self.screenName)\"")
        #expect(namesTheScreen)
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: report.appendingPathComponent("screens/en").path)
        #expect(!screens.isEmpty && screens.allSatisfy { $0.utf8.count <= 255 })
        let screenAudio = try #require(screens.first { $0.hasSuffix(".wav") })
        #expect(try Self.seconds(ofWAV: report.appendingPathComponent("screens/en/\(screenAudio)")) > whole)
    }

    /// A screen name longer than a file name may be, which `check` accepts, gives a report.
    @Test func aScreenNameOfAnyLengthGivesAReport() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "Настройки ", count: 40)
        let file = folder.appendingPathComponent("long-name.yaml")
        try """
        screens:
          - name: \(name)
            elements:
              - {accessibilityLabel: Done, accessibilityTraits: [button], accessibilityFrame: [0, 0, 100, 44]}

        """.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Earshot.run("check", file.path).status == 0)
        let report = folder.appendingPathComponent("report")
        let listen = try Earshot.run("listen", file.path, "--locale", "en", "--out", report.path, "--quiet")
        #expect(listen.status == 0, "\(listen.errors)")
        let summary = try String(contentsOf: report.appendingPathComponent("results.json"), encoding: .utf8)
        let namesTheScreen = summary.contains("\"screen\":\"\(name.trimmingCharacters(in: .whitespaces))\"")
        #expect(namesTheScreen)
    }
}
