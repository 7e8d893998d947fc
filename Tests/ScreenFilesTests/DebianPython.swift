import Foundation
import Testing

/// Debian's Python 3 (`/usr/bin/python3`, with the python3-* packages `.ci/install-deps`
/// installs), which some tests check Earshot against.
enum DebianPython {
    /// Runs `script` with `arguments` and decodes what it prints as JSON.
    static func json<Output: Decodable>(
        _ script: String, arguments: [String], needing package: String, as type: Output.Type = Output.self
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Debian's \(package) is needed")
        return try JSONDecoder().decode(Output.self, from: data)
    }
}
