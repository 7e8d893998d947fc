import Foundation

/// Runs the `earshot` executable built beside the tests.
enum Earshot {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static var executable: URL {
        Bundle.main.bundleURL.appendingPathComponent("earshot")
    }

    static var samples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
    }

    static func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["EARSHOT_AUDIO": "none"].merging(environment) { _, new in new }) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }
}
