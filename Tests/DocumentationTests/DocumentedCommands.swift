import Foundation

/// The command lines README.md and docs/*.md show that invoke `earshot` (written `earshot`,
/// `swift run … earshot` or `.build/…/earshot`): the examples, to run as written, and the
/// synopses, whose commands and options must exist.
///
/// An example is a line of a ```` ```sh ```` block (only its `$ ` lines when it has any: the
/// others are what the command prints), or a `$ ` line of another block. A synopsis is an inline
/// `` `earshot …` `` (in a table, `\|` is `|`), or a line of a block that is not `sh` starting
/// with `earshot `, with the indented lines continuing it.
struct DocumentedCommands {
    /// An example: the shell line, and the arguments it gives `earshot`.
    struct Example: CustomStringConvertible {
        var document: String
        var line: Int
        var shell: ShellLine
        /// The pipeline that runs `earshot`, with the executable's words in it.
        var pipeline: Int
        /// Where the words naming the executable are in the line.
        var invocation: Range<String.Index>
        var arguments: [String]

        var description: String { "\(document):\(line): \(shell.line)" }

        /// The pipeline as a shell runs it, with `executable` in place of the words naming it;
        /// what comes before it on the line (`.ci/install-deps &&`) is left out.
        func command(running executable: String) -> String {
            let pipeline = shell.text(ofPipeline: self.pipeline)
            return String(pipeline[..<invocation.lowerBound]) + "'\(executable)'"
                + pipeline[invocation.upperBound...]
        }
    }

    /// A synopsis: the words after `earshot`, placeholders and brackets as written.
    struct Synopsis: CustomStringConvertible {
        var document: String
        var line: Int
        var words: [String]

        var description: String { "\(document):\(line): earshot \(words.joined(separator: " "))" }
    }

    /// The examples of each fenced block, in order: a block is a session, run in one directory.
    private(set) var blocks: [[Example]] = []
    private(set) var synopses: [Synopsis] = []

    /// The documents read, relative to the checkout.
    private static func documents(in checkout: URL) throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    init(checkout: URL) throws {
        for document in try Self.documents(in: checkout) {
            let text = try String(contentsOf: checkout.appendingPathComponent(document), encoding: .utf8)
            read(document, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    private mutating func read(_ document: String, lines: [Substring]) {
        var fence: (language: Substring, lines: [(number: Int, text: Substring)])?
        var prose: [(number: Int, text: Substring)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                if let block = fence {
                    readBlock(document, language: block.language, lines: block.lines)
                    fence = nil
                } else {
                    fence = (line.dropFirst(3), [])
                }
            } else if fence != nil {
                fence?.lines.append((index + 1, line))
            } else {
                prose.append((index + 1, line))
            }
        }
        readInlineCode(document, lines: prose)
    }

    private mutating func readBlock(_ document: String, language: Substring, lines: [(number: Int, text: Substring)]) {
        let prompted = lines.filter { $0.text.hasPrefix("$ ") }.map { (number: $0.number, text: $0.text.dropFirst(2)) }
        if language == "sh" || !prompted.isEmpty {
            // A blank line or a comment runs nothing, and so is no example.
            let examples = (prompted.isEmpty ? lines : prompted).compactMap {
                Self.example(document, line: $0.number, text: String($0.text))
            }
            if !examples.isEmpty { blocks.append(examples) }
            return
        }
        for (index, (number, text)) in lines.enumerated() {
            guard var synopsis = Self.synopsis(document, line: number, text: text) else { continue }
            for continued in lines[(index + 1)...].prefix(while: { $0.text.first?.isWhitespace == true }) {
                synopsis.words += continued.text.split(whereSeparator: \.isWhitespace).map(String.init)
            }
            synopses.append(synopsis)
        }
    }

    /// The inline code of the prose: a span may go on over a line break, not past a paragraph.
    private mutating func readInlineCode(_ document: String, lines: [(number: Int, text: Substring)]) {
        var paragraph: [(number: Int, text: Substring)] = []
        for line in lines + [(0, "")] {
            if !line.text.allSatisfy(\.isWhitespace) {
                paragraph.append(line)
                continue
            }
            var text = paragraph.map(\.text).joined(separator: "\n")
            var numbers = paragraph.map(\.number)
            paragraph = []
            while let span = text.firstMatch(of: /`([^`]+)`/) {
                let code = span.1.replacingOccurrences(of: "\\|", with: "|")
                let line = numbers[text[..<span.range.lowerBound].count(where: { $0 == "\n" })]
                if let synopsis = Self.synopsis(document, line: line, text: Substring(code)) {
                    synopses.append(synopsis)
                }
                numbers.removeFirst(text[..<span.range.upperBound].count(where: { $0 == "\n" }))
                text = String(text[span.range.upperBound...])
            }
        }
    }

    /// The words that run the executable: `earshot`, a path to it, or `swift run [options] earshot`.
    private static func invocationLength(_ words: [String]) -> Int? {
        guard let first = words.first else { return nil }
        if first == "earshot" || first.hasSuffix("/earshot") { return 1 }
        guard words.count > 2, first == "swift", words[1] == "run" else { return nil }
        return words.firstIndex(of: "earshot").map { $0 + 1 }
    }

    private static func example(_ document: String, line: Int, text: String) -> Example? {
        let shell = ShellLine(text)
        for (index, pipeline) in shell.pipelines.enumerated() {
            for command in pipeline {
                let words = command.map(\.text)
                guard let length = invocationLength(words) else { continue }
                return Example(
                    document: document, line: line, shell: shell, pipeline: index,
                    invocation: command[0].range.lowerBound..<command[length - 1].range.upperBound,
                    arguments: Array(words[length...]))
            }
        }
        return nil
    }

    private static func synopsis(_ document: String, line: Int, text: Substring) -> Synopsis? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let length = invocationLength(words) else { return nil }
        return Synopsis(document: document, line: line, words: Array(words[length...]))
    }
}
