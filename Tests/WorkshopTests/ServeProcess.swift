import Foundation
import TestSupport

/// A real `earshot serve`, the executable built beside the tests, run with playback off and its
/// output in files (a pipe nobody reads could fill and stall it).
final class ServeProcess {
    let process = Process()
    /// The address it printed.
    private(set) var url = ""
    private let output: URL
    private let errors: URL

    /// How long the server may take to print its address, and to stop after SIGTERM.
    static let startTimeout: Duration = .seconds(60)
    static let stopTimeout: Duration = .seconds(15)

    static var executable: URL { EarshotExecutable.url }

    /// Starts `earshot serve ARGUMENTS` and waits for the address it prints.
    init(_ arguments: [String], in folder: URL) throws {
        let name = UUID().uuidString
        output = folder.appendingPathComponent("serve-\(name).out")
        errors = folder.appendingPathComponent("serve-\(name).err")
        try Data().write(to: output)
        try Data().write(to: errors)
        process.executableURL = Self.executable
        process.arguments = ["serve"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_AUDIO": "none"]) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = ContinuousClock.now + Self.startTimeout
        while ContinuousClock.now < deadline && process.isRunning {
            if let line = printed.split(separator: "\n").first, printed.contains("\n") {
                let prefix = "Earshot workshop: open "
                guard line.hasPrefix(prefix) else { break }
                url = String(line.dropFirst(prefix.count))
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        stop()
        throw Failure(description: "earshot serve printed no address: \(printed) \(errorOutput)")
    }

    /// Runs `body` with `earshot serve FILE ARGUMENTS`, FILE being `contents` saved as `name` in
    /// a folder of its own, and the file (to save again); then stops the server and removes
    /// the folder.
    static func serving<T>(
        _ contents: String, named name: String = "app.yaml", arguments: [String] = ["--port", "0"],
        _ body: (_ server: ServeProcess, _ file: URL) async throws -> T
    ) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try contents.write(to: file, atomically: true, encoding: .utf8)
        let server = try ServeProcess([file.path] + arguments, in: folder)
        defer { server.stop() }
        return try await body(server, file)
    }

    /// What it wrote on standard output so far.
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    var errorOutput: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Sends SIGTERM and waits for the process to end (killing it past ``stopTimeout``); returns
    /// its exit status, or nil when it did not exit by itself.
    @discardableResult
    func stop() -> Int32? {
        guard process.isRunning else { return process.terminationReason == .exit ? process.terminationStatus : nil }
        process.terminate()
        let deadline = ContinuousClock.now + Self.stopTimeout
        while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
