import Foundation

/// The built `earshot` executable, run as a person runs it.
enum Earshot {
    /// `earshot` beside the test bundle (the scratch path's debug directory), else the newest
    /// one under a `.build*` directory of the checkout.
    static let executable: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = runner.deletingLastPathComponent().appendingPathComponent("earshot")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.root.path)) ?? []
        let found = builds.filter { $0.hasPrefix(".build") }
            .map { Fixtures.root.appendingPathComponent($0).appendingPathComponent("debug/earshot") }
            .filter { FileManager.default.isExecutableFile(atPath: $0.path) }
            .max { modified($0) < modified($1) }
        return found ?? beside
    }()

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }

    /// The environment for a run: no sound device, no colour, history in a fresh folder.
    static func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["EARSHOT_AUDIO"] = "none"
        environment["NO_COLOR"] = "1"
        environment["LANG"] = "C.UTF-8"
        environment["EARSHOT_HISTORY"] = try Fixtures.temporaryDirectory().appendingPathComponent("history").path
        environment.merge(extra) { _, new in new }
        return environment
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Runs earshot to the end with `input` on standard input.
    static func run(_ arguments: [String], input: String = "", environment: [String: String]? = nil) throws -> Run {
        let result = try Subprocess.run(
            executable.path, arguments, environment: try environment ?? self.environment(), input: input,
            directory: Fixtures.root)
        return Run(status: result.status, output: result.output, errors: result.errors)
    }
}
