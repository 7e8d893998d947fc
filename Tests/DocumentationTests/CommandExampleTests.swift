import EarshotCommands
import Foundation
import TestSupport
import Testing

/// Every command example of README.md and docs/*.md runs as a person runs it, and every synopsis
/// names commands and options that exist, so the documents cannot drift from the command line
/// (`DocumentedCommands` says what is an example and what a synopsis).
@Suite struct CommandExampleTests {
    static let checkout = ReadmeTests.root

    /// The examples parsed, not run, by their command: the argument parser reads the command line
    /// as `earshot` would, checks it and stops there.
    static let parsedOnly = ["serve": "it serves until stopped", "bench": "a benchmark takes minutes"]

    /// The commands whose status 1 means that they found what they look for (README, "exit
    /// statuses"); every other example ends with status 0.
    static let reportingFindings: Set = ["audit", "check", "compare", "listen"]

    /// The files the examples name that a reader brings, walks recorded on a phone, and the
    /// checkout's own files of the same kind that stand in for them.
    static let standIns = [
        "walk.txt": "Tests/ComparisonTests/Fixtures/reordered.txt",
        "walk.json": "Tests/ComparisonTests/Fixtures/changed.json",
        "other-run.jsonl": "Tests/ComparisonTests/Fixtures/same.jsonl",
        "ios27-dynamic.json": "Tests/ComparisonTests/Fixtures/real/ios27-dynamic.json",
        "voiceover-fixture.yaml": "Tests/ComparisonTests/Fixtures/real/voiceover-fixture.yaml",
    ]

    /// The seconds an example may run.
    static let timeLimit = 60

    /// Every command line the documents show: each example runs (or, by ``parsedOnly``, parses),
    /// and each synopsis names commands and options that exist.
    @Test func everyDocumentedCommandLineRunsParsesOrExists() throws {
        let documented = try DocumentedCommands(checkout: Self.checkout)
        #expect(documented.blocks.joined().count >= 10)
        for block in documented.blocks {
            let directory = try Self.workingDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            for example in block { try Self.check(example, in: directory) }
        }
        #expect(documented.synopses.count >= 20)
        let root = try EarshotCommandTree.root()
        for synopsis in documented.synopses { Self.check(synopsis, root: root) }
    }

    /// Runs an example in `directory`, where its block's examples before it ran, as a person runs
    /// it: with the executable the tests run, playback off and standard input empty (so the REPL
    /// reads an empty script); one ``parsedOnly`` names is parsed instead.
    static func check(_ example: DocumentedCommands.Example, in directory: URL) throws {
        if let reason = parsedOnly[example.arguments.first ?? ""] {
            do {
                _ = try Earshot.parseAsRoot(example.arguments)
            } catch {
                Issue.record("\(example) (parsed only: \(reason)): \(Earshot.fullMessage(for: error))")
            }
            return
        }
        let command = "cd '\(directory.path)' && " + example.command(running: EarshotExecutable.url.path)
        let run = try ProgramRun(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["\(timeLimit)", "/bin/sh", "-c", command],
            environment: ["EARSHOT_AUDIO": "none"])
        #expect(run.status != 124, "\(example): still running after \(timeLimit) s")
        let findings = reportingFindings.contains(example.arguments.first ?? "")
        #expect(run.status == 0 || (findings && run.status == 1), "\(example): status \(run.status)\n\(run.errors)")
        #expect(!run.errors.contains("Unknown option"), "\(example): \(run.errors)")
    }

    /// A synopsis names a command, and options that command line takes: the command's own or its
    /// default subcommand's.
    static func check(_ synopsis: DocumentedCommands.Synopsis, root: EarshotCommandTree) {
        var command = root
        var words = synopsis.words[...]
        while let word = words.first, let subcommand = command.subcommand(word) {
            command = subcommand
            words.removeFirst()
        }
        if command.subcommands != nil, let word = words.first, word.wholeMatch(of: /[a-z][a-z-]*/) != nil {
            Issue.record("\(synopsis): there is no command '\(word)'")
        }
        let options = Set(command.acceptedArguments.flatMap(\.spellings))
        for option in words.joined(separator: " ").matches(of: /--[a-z][a-z0-9-]*/)
        where !options.contains(String(option.output)) {
            Issue.record("\(synopsis): the command takes no \(option.output)")
        }
    }

    /// A new directory holding a copy of the checkout's samples and the stand-ins.
    static func workingDirectory() throws -> URL {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: checkout.appendingPathComponent("samples"), to: directory.appendingPathComponent("samples"))
        for (name, file) in standIns {
            try FileManager.default.copyItem(
                at: checkout.appendingPathComponent(file), to: directory.appendingPathComponent(name))
        }
        return directory
    }
}
