import Foundation

/// Debian's Python 3 (`/usr/bin/python3`, with the python3-* packages `.ci/install-deps`
/// installs), which some tests check Earshot against or drive a browser with. `python3` on PATH
/// may be another Python, without those packages.
public enum DebianPython {
    public static let executable = "/usr/bin/python3"

    /// How a script ended and what it printed.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// A script that ended with a status other than 0, with the last line it wrote to standard
    /// error (a traceback's "ModuleNotFoundError: No module named 'icu'").
    public struct Failure: Error, CustomStringConvertible {
        public var package: String
        public var run: Run
        public var description: String {
            let reason = run.errors.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            return
                "Debian's \(package) is needed (run .ci/install-deps); python3 ended with status \(run.status): \(reason)"
        }
    }

    /// Runs the script file `script` with `arguments`.
    public static func run(_ script: URL, arguments: [String] = []) throws -> Run {
        try run([script.path] + arguments)
    }

    /// Runs the Python source `code` (`python3 -c`) with `arguments`.
    public static func run(code: String, arguments: [String] = []) throws -> Run {
        try run(["-c", code] + arguments)
    }

    /// Runs the Python source `code` with `arguments` and decodes what it prints as JSON; throws
    /// ``Failure`` naming `package` (the python3-* package the code imports) when it does not
    /// end with status 0.
    public static func json<Output: Decodable>(
        _ code: String, arguments: [String], needing package: String, as type: Output.Type = Output.self
    ) throws -> Output {
        let run = try run(code: code, arguments: arguments)
        guard run.status == 0 else { throw Failure(package: package, run: run) }
        return try JSONDecoder().decode(Output.self, from: Data(run.output.utf8))
    }

    /// Runs Python with `arguments` (``ProgramRun``).
    private static func run(_ arguments: [String]) throws -> Run {
        let run = try ProgramRun(URL(fileURLWithPath: executable), arguments)
        return Run(status: run.status, output: run.output, errors: run.errors)
    }
}
