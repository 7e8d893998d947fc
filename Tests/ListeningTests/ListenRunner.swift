import Foundation
import Listening
import TestSupport

/// Runs `earshot listen` as a user does: the executable built beside the tests, with its worker
/// processes, into temporary folders.
enum ListenRunner {
    struct Run {
        var status: Int32
        var errors: String
    }

    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let executable = EarshotExecutable.url

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).appendingPathComponent("app.yaml").path
    }

    static var sampleApp: String { checkout.appendingPathComponent("samples/app.yaml").path }

    /// A copy of the fixture `name` in `folder`, to change; the path of its app file.
    static func copy(fixture name: String, into folder: URL) throws -> String {
        let app = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: app)
        return app.appendingPathComponent("app.yaml").path
    }

    /// Changes the Russian "save" of a copy of the `clean` fixture (``copy(fixture:into:)``) to
    /// a sentence ending in a full stop.
    static func editSave(of app: String) throws {
        let strings = URL(fileURLWithPath: app).deletingLastPathComponent()
            .appendingPathComponent("ru.lproj/Localizable.strings")
        let text = try String(contentsOf: strings, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Сохранить\"", with: "\"Сохранить изменения.\"")
            .write(to: strings, atomically: true, encoding: .utf8)
    }

    /// `earshot ARGUMENTS…` to its end.
    static func earshot(_ arguments: [String]) throws -> Run {
        let process = try start(arguments)
        let errors = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, errors: String(decoding: errors, as: UTF8.self))
    }

    /// `earshot ARGUMENTS…` started, standard error on a pipe, with `environment` added to the
    /// test's own; its standard input and output are `input` and `output` (a `Pipe` or a
    /// `FileHandle`), nothing by default.
    static func start(
        _ arguments: [String], environment: [String: String] = [:], input: Any = FileHandle.nullDevice,
        output: Any = FileHandle.nullDevice
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["EARSHOT_AUDIO": "none"].merging(environment) { $1 }
        ) { $1 }
        process.standardOutput = output
        process.standardError = Pipe()
        process.standardInput = input
        try process.run()
        return process
    }

    /// `earshot listen APP --out DIR --quiet …`; the report folder is `DIR`.
    static func listen(_ app: String, into folder: URL, _ options: String...) throws -> Run {
        try listen(app, into: folder, options)
    }

    static func listen(_ app: String, into folder: URL, _ options: [String]) throws -> Run {
        try earshot(["listen", app, "--out", folder.path, "--quiet"] + options)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func report(_ folder: URL) throws -> ListenReport {
        try ListenRun.readReport(folder)
    }
}
