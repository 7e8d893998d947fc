import Foundation
import Reporting
import TestSupport
import Testing

/// What real captures and careless options used to break: each case runs the real executable
/// as a user would, and fails on the code before the fix (a trap, exit 0 on a lost output, raw
/// terminal escapes, a file `import` wrote that does not load back).
@Suite struct CarelessInputTests {
    static let terms = CaptureText.terms
    static let longLabelCapture = CaptureText.page(CaptureText.text(terms) + CaptureText.button("Agree"))

    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// `check`'s summary counts in words a reader expects: one element, two elements.
    @Test func checkCountsOneElementInTheSingular() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try Self.write(
            "elements:\n  - accessibilityLabel: Hi\n    accessibilityFrame: [0, 0, 10, 10]\n", named: "one.yaml",
            in: directory)
        let run = try Earshot.run("check", one)
        #expect(run.status == 0)
        #expect(run.output.contains(": 1 element"), "\(run.output)")
        #expect(!run.output.contains("1 elements"))
        let two = try Self.write(
            "elements:\n  - accessibilityLabel: Hi\n    accessibilityFrame: [0, 0, 10, 10]\n"
                + "  - accessibilityLabel: Bye\n    accessibilityFrame: [0, 20, 10, 10]\n", named: "two.yaml",
            in: directory)
        #expect(try Earshot.run("check", two).output.contains(": 2 elements"))
    }

    @Test func aLabelLongerThanATemplateIsReadByEveryCommand() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.write(Self.longLabelCapture, named: "terms.xml", in: directory)
        for command in ["transcript", "import", "check", "audit"] {
            let run = try Earshot.run(command, file)
            #expect(run.status == 0 || run.status == ExitStatus.findings.rawValue, "\(command): \(run.errors)")
            #expect(!run.errors.contains("Fatal error"), "\(command)")
        }
        let transcript = try Earshot.run("transcript", file)
        #expect(transcript.output.split(separator: "\n").contains { $0.hasPrefix(Self.terms.prefix(10_500)) })
        #expect(transcript.output.contains("Agree. Button."))
        // A screen file's text without braces is not a template either; with braces, the
        // template's limit still holds, at its place.
        let plain = try Self.write(
            "elements:\n  - accessibilityLabel: \"\(Self.terms)\"\n", named: "plain.yaml", in: directory)
        #expect(try Earshot.run("transcript", plain).status == 0)
        let template = try Self.write(
            "elements:\n  - accessibilityLabel: \"{1}\(Self.terms)\"\n", named: "template.yaml", in: directory)
        let refused = try Earshot.run("transcript", template)
        #expect(refused.status == ExitStatus.inputError.rawValue)
        #expect(refused.errors.contains("template.yaml:2:"))
        #expect(refused.errors.contains("a template holds at most 10000"))
    }

    /// A mistyped `--screenshot`, or a file that is no PNG, stops `serve` before it starts: the
    /// room would otherwise be shown the drawing without the real screen, and nobody told why.
    @Test func aScreenshotThatCannotBeShownStopsServe() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = Earshot.samples.appendingPathComponent("rating.yaml").path
        let missing = folder.appendingPathComponent("screen.png").path
        let run = try Earshot.run("serve", sample, "--port", "0", "--screenshot", missing)
        #expect(run.status == ExitStatus.inputError.rawValue)
        #expect(run.errors.contains("\(missing): error: the screenshot cannot be read"), "\(run.errors)")
        #expect(!run.output.contains("Earshot workshop: open"))
        let text = folder.appendingPathComponent("notes.png")
        try "not an image".write(to: text, atomically: true, encoding: .utf8)
        let wrong = try Earshot.run("serve", sample, "--port", "0", "--screenshot", text.path)
        #expect(wrong.status == ExitStatus.inputError.rawValue)
        #expect(wrong.errors.contains("the screenshot is not a PNG"), "\(wrong.errors)")
    }

    @Test func aThresholdOutOfRangeIsAUsageErrorNotATrap() throws {
        let sample = Earshot.samples.appendingPathComponent("rating.yaml").path
        for value in ["1e300", "inf", "nan", "-1", "0"] {
            let run = try Earshot.run("audit", sample, "--touch-target=\(value)")
            #expect(run.status == ExitStatus.usageError.rawValue, "\(value): \(run.errors)")
            let message = "--touch-target must be a number (points) above 0 and at most 1000"
            #expect(run.errors.contains(message), "\(value)")
        }
        let coverage = try Earshot.run("audit", sample, "--coverage", "1e-400")
        #expect(coverage.status == ExitStatus.usageError.rawValue)
        let ratio = try Earshot.run("listen", sample, "--duration-ratio", "inf", "--out", "/nonexistent")
        #expect(ratio.status == ExitStatus.usageError.rawValue)
        #expect(ratio.errors.contains("--duration-ratio must be a number (a ratio) above 0 and at most 1000"))
        let rate = try Earshot.run("say", "hello", "--rate", "1000", "--no-audio")
        #expect(rate.status == ExitStatus.usageError.rawValue)
        #expect(rate.errors.contains("--rate must be a percentage from 0 to 100, not 1000"))
        let elements = try Earshot.run("bench", "navigation", "--elements", "99999999999")
        #expect(elements.status == ExitStatus.usageError.rawValue)
        #expect(elements.errors.contains("--elements must be from 1 to 1000000"))
    }

    @Test func aProjectFileThresholdOutOfRangeIsLocated() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = Earshot.samples.appendingPathComponent("rating.yaml")
        let app = directory.appendingPathComponent("rating.yaml")
        try FileManager.default.copyItem(at: sample, to: app)
        let project = try Self.write(
            "thresholds:\n  touchTarget: 1e300\n  labelLength: .inf\n", named: "earshot-audit.yaml", in: directory)
        let run = try Earshot.run("audit", app.path)
        #expect(run.status == ExitStatus.inputError.rawValue)
        #expect(
            run.errors.split(separator: "\n").map(String.init) == [
                "\(project):2:16: error: touchTarget must be a number (points) above 0 and at most 1000, not '1e300'",
                "\(project):3:16: error: labelLength must be a whole number of characters above 0 and at most 1000000, not '.inf'",
            ])
    }

    /// A label that would retitle and clear the terminal.
    static let hostileLabel = "\u{1B}]0;owned\u{07}\u{1B}[2JHello\u{9B}2J"

    @Test func controlCharactersReachATerminalVisiblyAndAPipeExactly() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.write(
            "elements:\n  - accessibilityLabel: \"\\e]0;owned\\a\\e[2JHello\\x9b2J\"\n    accessibilityTraits: [button]\n"
                + "    accessibilityFrame: [0, 0, 100, 44]\n",
            named: "escapes.yaml", in: directory)
        let piped = try Earshot.run("transcript", file)
        #expect(piped.output == "\(Self.hostileLabel). Button.\n")
        let json = try Earshot.run("transcript", file, "--format", "jsonl")
        // JSON keeps the text exactly: C0 controls escaped as JSON requires, the rest as it is.
        #expect(json.output.contains(#"\u001b]0;owned\u0007\u001b[2JHello"# + "\u{9B}2J"))
        // The same command with its standard output on a terminal (a pseudo-terminal).
        let terminal = try Earshot.runOnTerminal(["transcript", file])
        #expect(terminal.status == 0, "\(terminal.errors)")
        #expect(terminal.output.contains("^[]0;owned^G^[[2JHello\\u{9b}2J. Button."))
        #expect(!terminal.output.contains("\u{1B}"))
        #expect(!terminal.output.contains("\u{07}"))
    }

    @Test func standardOutputThatCannotBeWrittenIsAnOutputError() throws {
        let sample = Earshot.samples.appendingPathComponent("app.yaml").path
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = try Self.write(CaptureText.page(CaptureText.button("Agree")), named: "agree.xml", in: directory)
        let commands: [[String]] = [
            ["transcript", sample], ["check", sample], ["import", capture], ["audit", sample],
            ["audit", "--list"], ["describe", "--label", "Play"], ["voices"], ["--help"], ["audit", "--help"],
        ]
        for command in commands {
            let run = try Self.runIntoFullDevice(command)
            #expect(run.status == ExitStatus.outputError.rawValue, "\(command): \(run.errors)")
            #expect(run.errors.contains("cannot write standard output: No space left on device"), "\(command)")
        }
        let script = try Self.write("next\nnext\n", named: "walk.txt", in: directory)
        let repl = try Self.runIntoFullDevice(["repl", sample, "--script", script])
        #expect(repl.status == ExitStatus.outputError.rawValue, "\(repl.errors)")
    }

    /// Runs earshot with its standard output on /dev/full, where every write fails.
    static func runIntoFullDevice(_ arguments: [String]) throws -> ProgramRun {
        try ProgramRun(
            Earshot.executable, arguments, environment: ["EARSHOT_AUDIO": "none"],
            standardOutput: URL(fileURLWithPath: "/dev/full"))
    }

    @Test func aStringVariableAtItsLimitSaysSoOnce() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.write(
            """
            variables:
              text: {type: string, initial: "abcdefghij"}
            elements:
              - accessibilityLabel: Double
                accessibilityValue: "{text}"
                accessibilityTraits: [button]
                accessibilityFrame: [0, 0, 100, 44]
                accessibilityActivate:
                  - set: {text: "{text + text}"}

            """, named: "double.yaml", in: directory)
        let script = try Self.write(
            String(repeating: "activate\n", count: 14), named: "double.txt", in: directory)
        let run = try Earshot.run("repl", file, "--script", script)
        #expect(run.status == 0, "\(run.errors)")
        let warnings = run.output.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings == [
                "warning: 'text' is left unchanged: the text is 10240 characters long; a string variable holds at most 10000 (Variable.maximumStringLength)"
            ])
    }

    @Test func listenJobsAreCappedWithAWord() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = Earshot.samples.appendingPathComponent("rating.yaml").path
        let output = directory.appendingPathComponent("report").path
        let started = ContinuousClock.now
        let run = try Earshot.run("listen", sample, "--locale", "en-US", "--jobs", "99999999999", "--out", output)
        #expect(run.status == 0, "\(run.errors)")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(
            run.errors.contains(
                "earshot: listen: --jobs 99999999999 is more than \(cores) core\(cores == 1 ? "" : "s") can use; running \(4 * cores) workers (4 per core)"
            ))
        #expect(run.errors.contains("earshot: listen: --jobs 99999999999: 1 worker had work"))
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func importWritesWhatLoadsBackForSeparatorsAndDeepNesting() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var nested = CaptureText.button("Deep")
        for _ in 0..<150 {
            nested =
                #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">\#(nested)</XCUIElementTypeTable>"#
        }
        let cases = [
            "separators": CaptureText.page(CaptureText.button("one&#x2028;two&#x2029;three&#x85;four\tfive")),
            "nested": CaptureText.page(nested),
        ]
        for (name, text) in cases {
            let capture = try Self.write(text, named: "\(name).xml", in: directory)
            let imported = directory.appendingPathComponent("\(name).yaml").path
            let run = try Earshot.run("import", capture, "--out", imported)
            #expect(run.status == 0, "\(name): \(run.errors)")
            let check = try Earshot.run("check", imported)
            #expect(check.status == 0, "\(name): \(check.errors)")
            let fromCapture = try Earshot.run("transcript", capture)
            let fromImport = try Earshot.run("transcript", imported)
            #expect(fromImport.status == 0)
            #expect(fromImport.output == fromCapture.output, "\(name)")
        }
        // The label is written escaped, as YAML reads it back (XML reads the tab as a space).
        let separators = try String(
            contentsOf: directory.appendingPathComponent("separators.yaml"), encoding: .utf8)
        #expect(separators.contains(#"accessibilityLabel: "one\u2028two\u2029three\u0085four five""#))
        let nestedImport = try Earshot.run(
            "import", directory.appendingPathComponent("nested.xml").path, "--out",
            directory.appendingPathComponent("again.yaml").path)
        #expect(nestedImport.errors.contains("warning: containers nest deeper than a screen file holds (100 levels)"))
    }
}
