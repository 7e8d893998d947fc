import Foundation
import Reporting
import Testing

/// What a command writes reads the same on a terminal and in a pipe: JSON stays JSON meaning the
/// same strings, and text cannot be reordered by the bidirectional controls it holds.
@Suite struct TerminalOutputTests {
    /// A label with DEL, a C1 control, the line separator, a right-to-left override and ESC.
    static let label = "A\u{7F}B\u{9B}C\u{2028}D\u{202E}E\u{1B}F"

    /// The scalars of `label` a terminal would act on.
    static let hidden: [Unicode.Scalar] = ["\u{7F}", "\u{9B}", "\u{2028}", "\u{202E}", "\u{1B}"]

    /// A screen of one button labelled `label`, in `directory`.
    static func screenFile(label: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("label.yaml")
        let quoted = label.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? String($0) : $0.jsonEscaped }
        let text =
            "elements:\n  - accessibilityLabel: \"\(quoted.joined())\"\n    accessibilityTraits: [button]\n"
            + "    accessibilityFrame: [0, 0, 100, 44]\n"
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Each line of `output` read as JSON (a terminal's carriage returns left out, and the line
    /// separators in a string kept).
    static func jsonLines(_ output: String) throws -> [NSDictionary] {
        try output.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
        }
    }

    @Test(arguments: [["transcript", "--format", "jsonl"], ["describe", "--format", "json", "--label"]])
    func jsonOnATerminalIsJSONMeaningTheSame(_ command: [String]) throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments =
            command.first == "transcript"
            ? command + [try Self.screenFile(label: Self.label, in: directory)]
            : command + [Self.label]
        let piped = try Earshot.run(Earshot.executable, arguments)
        let terminal = try Earshot.runOnTerminal(arguments)
        #expect(piped.status == 0 && terminal.status == 0, "\(piped.errors)\(terminal.errors)")
        let pipedLines = try Self.jsonLines(piped.output)
        #expect(!pipedLines.isEmpty)
        #expect(try Self.jsonLines(terminal.output) == pipedLines)
        // The right-to-left override is no word (docs/voiceover-behaviour.md §3.6): it is left out.
        #expect(terminal.output.contains(#"A\u007fB\u009bC\u2028DE\u001bF"#))
        #expect(!terminal.output.unicodeScalars.contains(where: Self.hidden.contains))
    }

    /// A right-to-left override in a label cannot reorder what is said ("Pay $1000" for "Pay
    /// 0001$"): it is no word, so neither a pipe nor a terminal gets it, and the words are in the
    /// order VoiceOver says them.
    @Test func aRightToLeftOverrideIsNoWordInAPipeNorOnATerminal() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.screenFile(label: "Pay \u{202E}0001$", in: directory)
        let piped = try Earshot.run("transcript", file)
        #expect(piped.output == "Pay 0001$. Button.\n")
        let terminal = try Earshot.runOnTerminal(["transcript", file])
        #expect(terminal.status == 0, "\(terminal.errors)")
        #expect(terminal.output.contains("Pay 0001$. Button."))
        #expect(!terminal.output.unicodeScalars.contains("\u{202E}"))
    }
}
