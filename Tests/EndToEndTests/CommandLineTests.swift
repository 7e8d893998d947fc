import Foundation
import SpeechBridge
import Testing

/// The `earshot` commands, run as a person runs them.
@Suite struct CommandLineTests {
    /// The root's own option, which the default subcommand (the REPL) must not take.
    @Test func versionIsPrintedAndHelpStillListsEveryCommand() throws {
        let run = try Earshot.run("--version")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(run.output)")
        let help = try Earshot.run("--help")
        for command in [
            "repl", "say", "describe", "transcript", "check", "voices", "import", "listen", "audit", "serve",
        ] {
            #expect(help.output.contains("\n  \(command) "), "\(command)")
        }
    }

    @Test func describePrintsTheDescriptionThenTheHint() throws {
        let run = try Earshot.run("describe", "--label", "Volume", "--value", "50%", "--traits", "adjustable")
        #expect(run.status == 0)
        #expect(run.output == "Volume: 50%. Adjustable.\nSwipe up or down with one finger to adjust the value.\n")
        let plain = try Earshot.run("describe", "--label", "24", "--traits", "button,notEnabled")
        #expect(plain.output == "24. Dimmed. Button.\n\n")
    }

    @Test func describeInRussianAndAsJSON() throws {
        let run = try Earshot.run(
            "describe", "--label", "Wi-Fi", "--value", "1", "--traits", "button,switchButton", "--locale", "ru",
            "--format", "json")
        #expect(
            run.output
                == "{\"description\":\"Wi-Fi. Кнопка-переключатель. Вкл.\",\"hint\":\"Коснитесь дважды, чтобы переключить настройку.\"}\n"
        )
        let noHint = try Earshot.run(
            "describe", "--label", "Home", "--position", "2/3", "--context", "tab", "--format", "json")
        #expect(noHint.output == "{\"description\":\"Home. Tab. 2 of 3.\",\"hint\":null}\n")
    }

    @Test func describeRefusesAnUnknownTraitAndSuggestsOne() throws {
        let run = try Earshot.run("describe", "--label", "Add", "--traits", "buton")
        #expect(run.status != 0)
        #expect(run.errors.contains("unknown trait 'buton'; did you mean 'button'?"))
    }

    @Test func describeSpeaksOrSaysWhyItCannot() throws {
        let run = try Earshot.run("describe", "--label", "Add", "--traits", "button", "--speak")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Add. Button.\n"))
    }

    @Test func transcriptReadsEveryElementInSwipeOrder() throws {
        let file = Earshot.samples.appendingPathComponent("stocks.yaml").path
        let run = try Earshot.run("transcript", file)
        #expect(run.status == 0)
        #expect(
            run.output == """
                Samples. Back Button.
                Stocks. Heading.
                Apple Inc., $432.39, up 1.3%. Button. List Start. Shows the chart.
                Alphabet Inc., $135.12, down 0.4%. Button. List End. Shows the chart.

                """)
        let chinese = try Earshot.run("transcript", file, "--locale", "zh-Hans")
        #expect(chinese.output.split(separator: "\n").first == "示例，返回按钮。")
    }

    @Test func transcriptAsJSONLinesCarriesPausesAndPitch() throws {
        let run = try Earshot.run(
            "transcript", Earshot.samples.appendingPathComponent("stocks.yaml").path, "--format", "jsonl")
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 4)
        let row = try #require(JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        let parts = try #require(row["parts"] as? [[String: Any]])
        let commas = parts.compactMap { $0["pause"] as? [String: Any] }.filter { $0["reason"] as? String == "comma" }
        #expect(commas.count == 2)
        let first = try #require(parts.first?["speech"] as? [String: Any])
        #expect(first["pitch"] as? String == "raised")
    }

    @Test func transcriptRendersAudioAndCaptions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let audio = directory.appendingPathComponent("weather.wav")
        let run = try Earshot.run(
            "transcript", Earshot.samples.appendingPathComponent("weather.yaml").path, "--audio", audio.path)
        #expect(run.status == 0)
        #expect(try WAVFile.read(audio).duration > 3)
        let captions = try String(contentsOf: directory.appendingPathComponent("weather.vtt"), encoding: .utf8)
        #expect(captions.hasPrefix("WEBVTT\n"))
        #expect(captions.contains("Cupertino,"))
    }

    @Test func checkReportsEachProblemWithItsLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml")
        try "name: x\nelements:\n  - accessibilityLabel: Hi\n    accessibilityTraits: [buton]\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Earshot.run("check", file.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("\(file.path):4:27: error: unknown trait 'buton'; did you mean 'button'?"))
        let good = try Earshot.run("check", Earshot.samples.appendingPathComponent("rating.yaml").path)
        #expect(good.status == 0)
        #expect(good.output.contains("screen 'rating'"))
    }

    @Test func aMissingFileOrLocaleIsOneLineAndAFailure() throws {
        let missing = try Earshot.run("transcript", "/nonexistent/screen.yaml")
        #expect(missing.status == 65)
        #expect(missing.errors.contains("/nonexistent/screen.yaml:1:1: error: cannot read the file"))
        let locale = try Earshot.run(
            "transcript", Earshot.samples.appendingPathComponent("rating.yaml").path, "--locale", "xx")
        #expect(locale.status != 0)
        #expect(locale.errors.contains("unknown locale 'xx'; available: ar, de, en-GB, en-US, es, fr, ja, ru, zh-Hans"))
    }
}
