import Foundation
import TestSupport

/// Runs the `earshot` executable built beside the tests.
enum Earshot {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static var executable: URL { EarshotExecutable.url }

    /// The checkout the tests were built from.
    static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var samples: URL { checkout.appendingPathComponent("samples") }

    static func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Run {
        try run(executable, arguments, environment: environment)
    }

    /// Runs `program` with `arguments` in `directory` (by default the current one), with
    /// playback off and `environment` added to the tests' own.
    static func run(
        _ program: URL, _ arguments: [String], environment: [String: String] = [:],
        in directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["EARSHOT_AUDIO": "none"].merging(environment) { _, new in new }
        ) { _, new in new }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }

    /// Runs earshot with `arguments` on a terminal (a pseudo-terminal for its standard input,
    /// output and error), as a person's shell runs it; ``Run/output`` is all it showed there
    /// (the terminal ends lines with a carriage return and a line feed), ``Run/errors`` Python's.
    static func runOnTerminal(_ arguments: [String]) throws -> Run {
        let run = try DebianPython.run(
            code: """
                import os, pty, sys
                pid, fd = pty.fork()
                if pid == 0:
                    os.execv(sys.argv[1], sys.argv[1:])
                out = b""
                while True:
                    try:
                        chunk = os.read(fd, 65536)
                    except OSError:
                        break
                    if not chunk:
                        break
                    out += chunk
                os.waitpid(pid, 0)
                sys.stdout.write(out.decode("utf-8"))
                """,
            arguments: [executable.path] + arguments)
        return Run(status: run.status, output: run.output, errors: run.errors)
    }

    /// A new empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
