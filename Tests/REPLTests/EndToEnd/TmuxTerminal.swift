import Foundation

/// A terminal of fixed size for driving key mode: earshot runs in a detached tmux session on a
/// private socket; keys go in with `send-keys`, the screen comes out with `capture-pane`. When
/// earshot ends, the pane shows `EXIT=<status>` and the terminal's settings (`stty -a`).
final class TmuxTerminal {
    private let socket: String
    private let session = "repl"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs earshot with `arguments`. With `jobControl`, in an interactive shell (bash, prompt
    /// `sh$`) that can stop and continue it, as a person's terminal does; the shell prints
    /// `EXIT=<status>` when it ends.
    init(
        _ arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 32,
        jobControl: Bool = false
    ) throws {
        socket = try Fixtures.temporaryDirectory().appendingPathComponent("tmux.socket").path
        let assignments = environment.filter {
            $0.key.hasPrefix("EARSHOT") || ["NO_COLOR", "LANG", "ALSA_CONFIG_PATH", "TERM"].contains($0.key)
        }
        .map { "\($0.key)=\(Self.quoted($0.value))" }.sorted().joined(separator: " ")
        let earshot = ([Earshot.executable.path] + arguments).map(Self.quoted).joined(separator: " ")
        let command =
            jobControl
            ? "cd \(Self.quoted(Fixtures.root.path)) && exec env \(assignments) PS1='sh$' bash --norc --noprofile -i"
            : "cd \(Self.quoted(Fixtures.root.path)) && env \(assignments) \(earshot); echo EXIT=$?; stty -a; exec sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", command])
        if jobControl {
            try waitFor("sh$")
            try type("\(earshot); echo EXIT=$?")
            try press("Enter")
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Presses keys by tmux's names: Right, Left, Up, Down, Enter, Escape, Tab, BTab, Space, C-c.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Types text as it is.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// Sends `signal` to earshot (the child of the pane's shell).
    func signalProgram(_ signal: Int32) throws {
        let shell = try tmux(["list-panes", "-t", session, "-F", "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let program = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
            throw Failure(description: "earshot is not running in the pane")
        }
        kill(program, signal)
    }

    /// Opens the command line with `key`, waits for its prompt and types `text`, then Enter
    /// unless `enter` is false.
    func command(_ text: String, opening key: String = "/", enter: Bool = true) throws {
        try press(key)
        try waitFor("earshot>")
        try type(text)
        if enter { try press("Enter") }
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// What the terminal shows now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", session])
    }

    /// Waits until the screen satisfies `condition` and returns it. Gives up after a generous
    /// deadline (a slow machine waits longer, it does not fail), throwing with the last screen.
    @discardableResult
    func waitUntil(_ what: String, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(60)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if condition(shown) { return shown }
            usleep(50_000)
        }
        throw Failure(description: "the screen never showed \(what); it showed:\n\(shown)")
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String) throws -> String {
        try waitUntil("'\(text)'") { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let result = try Subprocess.run("tmux", ["-u", "-S", socket] + arguments, environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.errors)")
        }
        return result.output
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension String {
    /// The number in the focused box of the map: the digits after its top-left corner (`╔` for
    /// a box, `╞` for a box one row high).
    var focusedMapNumber: Int? {
        for line in split(separator: "\n") {
            guard let corner = line.firstIndex(where: { $0 == "╔" || $0 == "╞" }) else { continue }
            let digits = line[line.index(after: corner)...].prefix(while: \.isNumber)
            if let number = Int(digits) { return number }
        }
        return nil
    }

    /// The first line of the screen: key mode's status line.
    var statusLine: String { split(separator: "\n").first.map(String.init) ?? "" }
}
