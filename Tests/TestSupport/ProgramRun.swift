import Foundation

/// How a program run by a test ended and what it printed.
public struct ProgramRun: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String

    /// Runs `program` with `arguments`, its standard output and error written to files (so
    /// neither can fill a pipe while the other is read) and its standard input empty; `environment`
    /// is added to the tests' own. `standardOutput` sends the output to another file instead (a
    /// device such as /dev/full), and ``output`` is then empty.
    public init(
        _ program: URL, _ arguments: [String], environment: [String: String] = [:], standardOutput: URL? = nil
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "earshot-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [folder.appendingPathComponent("out"), folder.appendingPathComponent("err")]
        let handles = try files.map { file in
            try Data().write(to: file)
            return try FileHandle(forWritingTo: file)
        }
        defer { handles.forEach { try? $0.close() } }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        let elsewhere = try standardOutput.map { try FileHandle(forWritingTo: $0) }
        defer { try? elsewhere?.close() }
        process.standardOutput = elsewhere ?? handles[0]
        process.standardError = handles[1]
        try process.run()
        process.waitUntilExit()
        let texts = try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        status = process.terminationStatus
        output = texts[0]
        errors = texts[1]
    }
}
