import Foundation
import TestSupport

/// The built `earshot` executable, run as a person runs it.
enum Earshot {
    static var executable: URL { EarshotExecutable.url }

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
