import Foundation
import Reporting
import SpeechBridge
import Testing

/// Options that mean the same in every command: `--locale`, `--no-audio`, `--rate`, `--format`.
@Suite struct SharedOptionTests {
    static let stocks = Earshot.samples.appendingPathComponent("stocks.yaml").path

    /// `--rate` is VoiceOver's speaking rate in percent, as the REPL's `rate` command has it:
    /// 100 % is espeak-ng's fastest (450 words a minute), 0 % its slowest (80).
    @Test func sayRateIsAPercentage() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var seconds: [Int: Double] = [:]
        for rate in [0, 100] {
            let wav = directory.appendingPathComponent("\(rate).wav")
            let run = try Earshot.run(
                Earshot.executable,
                [
                    "say", "one two three four five six seven eight", "--rate", "\(rate)", "--no-audio", "--out",
                    wav.path,
                ])
            #expect(run.status == 0, "\(run.errors)")
            seconds[rate] = try WAVFile.read(wav).duration
        }
        let slowest = try #require(seconds[0])
        let fastest = try #require(seconds[100])
        #expect(slowest > 3 * fastest, "0 %: \(slowest) s, 100 %: \(fastest) s")
        let words = try Earshot.run("say", "hi", "--rate", "175", "--no-audio")
        #expect(words.status == ExitStatus.usageError.rawValue)
        #expect(words.errors.contains("--rate must be a percentage from 0 to 100, not 175"))
    }

    /// One voice policy in every command: a locale with no voice file that espeak-ng speaks
    /// (Italian) is spoken by espeak-ng's voice with VoiceOver's words in English, as `listen`
    /// and `audit` speak it, said in one line; a locale nothing speaks is a usage error.
    @Test func everyCommandSpeaksALocaleEspeakNGHasWithoutAVoiceFile() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wav = directory.appendingPathComponent("it.wav").path
        let script = directory.appendingPathComponent("walk.txt")
        try "next\n".write(to: script, atomically: true, encoding: .utf8)
        let commands: [[String]] = [
            ["transcript", Self.stocks, "--audio", wav], ["say", "Ciao a tutti", "--no-audio", "--out", wav],
            ["describe", "--label", "Salva", "--traits", "button"], ["repl", Self.stocks, "--script", script.path],
            ["audit", Self.stocks],
        ]
        for command in commands {
            let run = try Earshot.run(Earshot.executable, command + ["--locale", "it"])
            #expect([0, 1].contains(run.status), "\(command): \(run.errors)")
            #expect(run.errors.contains("'it'"), "\(command): \(run.errors)")
            let unknown = try Earshot.run(Earshot.executable, command + ["--locale", "xx"])
            #expect(unknown.status == ExitStatus.usageError.rawValue, "\(command): \(unknown.errors)")
        }
        #expect(try WAVFile.read(URL(fileURLWithPath: wav)).duration > 0.5)
    }

    /// `--rate` and `--pitch` where nothing is spoken are a mistake, not silently ignored.
    @Test func rateWithoutSpeechIsAUsageError() throws {
        let describe = try Earshot.run("describe", "--label", "Add", "--rate", "80")
        #expect(describe.status == ExitStatus.usageError.rawValue)
        #expect(describe.errors.contains("--rate and --pitch change how it sounds: give them with --speak"))
        let transcript = try Earshot.run("transcript", Self.stocks, "--pitch", "20")
        #expect(transcript.status == ExitStatus.usageError.rawValue)
        #expect(transcript.errors.contains("give them with --audio"))
    }

    /// Every command that plays takes `--no-audio`; `say --silent` still works.
    @Test func noAudioIsOneFlagEverywhere() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try "next\n".write(to: script, atomically: true, encoding: .utf8)
        for arguments in [
            ["say", "hi", "--no-audio"], ["say", "hi", "--silent"],
            ["repl", Self.stocks, "--script", script.path, "--no-audio"],
        ] {
            let run = try Earshot.run(Earshot.executable, arguments, environment: ["EARSHOT_AUDIO": ""])
            #expect(run.status == 0, "\(arguments): \(run.errors)")
            #expect(!run.errors.contains("not playing audio"), "\(arguments)")
        }
    }

    /// One `--format` option: the formats cannot be asked for together, and the old flags are
    /// gone rather than silently ignored.
    @Test func transcriptFormatIsOneOption() throws {
        let paced = try Earshot.run("transcript", Self.stocks, "--format", "paced")
        #expect(paced.status == 0)
        #expect(paced.output.contains("Apple Inc., [150 ms] $432.39, [150 ms] up 1.3%."))
        let jsonl = try Earshot.run("transcript", Self.stocks, "--format", "jsonl")
        #expect(jsonl.output.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
        let both = try Earshot.run("transcript", Self.stocks, "--json", "--paced")
        #expect(both.status == ExitStatus.usageError.rawValue)
        let twice = try Earshot.run("transcript", Self.stocks, "--format", "paced", "--format", "jsonl")
        #expect(twice.status == 0)
        #expect(twice.output == jsonl.output)
    }

    @Test func describeFormatIsTextOrJSON() throws {
        let text = try Earshot.run("describe", "--label", "Add", "--traits", "button", "--format", "text")
        #expect(text.output == "Add. Button.\n\n")
        let json = try Earshot.run("describe", "--label", "Add", "--traits", "button", "--format", "json")
        #expect(json.output == "{\"description\":\"Add. Button.\",\"hint\":null}\n")
        #expect(try Earshot.run("describe", "--label", "Add", "--json").status == ExitStatus.usageError.rawValue)
    }

    /// Each command's help states the default of every option that has one.
    @Test func helpStatesDefaults() throws {
        let say = try Earshot.run("say", "--help").output
        #expect(say.contains("(default: en-US)"))
        #expect(say.contains("--rate <percent>"))
        let transcript = try Earshot.run("transcript", "--help").output
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(transcript.contains("(values: text, paced, jsonl, spoken; default: text)"))
    }
}
