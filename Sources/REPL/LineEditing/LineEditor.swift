@preconcurrency import CEditLine
import Foundation
import Glibc
import Synchronization

/// The command line: libedit's line editing, history kept in a file across runs, and tab
/// completion of commands and their arguments.
///
/// libedit calls back into C function pointers; they reach the Swift side through the statics
/// here. Keys are read by ``readCharacter`` so that SIGINT (Ctrl-C) cancels the line instead
/// of being lost in libedit's read loop.
final class LineEditor {
    /// What reading a line gave.
    enum Result: Equatable {
        case line(String)
        /// Ctrl-C: the line was abandoned.
        case interrupted
        /// Escape, or Ctrl-D on an empty line: back to key mode. Also when a signal (SIGTERM,
        /// SIGTSTP, …) needs the main loop.
        case cancelled
        /// The terminal went away.
        case endOfInput
    }

    /// Why libedit's read ended early, set by ``readCharacter`` as it hands libedit an EOF.
    private enum Ending: Int {
        case none, interrupted, cancelled, terminalClosed
    }

    private let historyURL: URL?
    private static let completion = Mutex(CompletionState())
    private static let ending = Atomic<Int>(Ending.none.rawValue)

    private struct CompletionState {
        var context = CompletionContext()
        var matches: [String] = []
        var next = 0
    }

    /// Sets libedit up and reads the history. Call while the terminal has its own settings.
    init(historyURL: URL?) {
        self.historyURL = historyURL
        rl_readline_name = UnsafePointer(strdup("earshot"))
        rl_catch_signals = 0
        rl_getc_function = { _ in LineEditor.readCharacter() }
        rl_attempted_completion_function = { text, start, _ in LineEditor.complete(text, start: Int(start)) }
        using_history()
        stifle_history(1000)
        if let historyURL { read_history(historyURL.path) }
    }

    /// Reads one line after `prompt`, completing with `context`.
    func readLine(prompt: String, context: CompletionContext) -> Result {
        Self.completion.withLock { $0.context = context }
        Self.ending.store(Ending.none.rawValue, ordering: .relaxed)
        let line = readline(prompt)
        let ending = Ending(rawValue: Self.ending.exchange(Ending.none.rawValue, ordering: .relaxed)) ?? .none
        defer { free(line) }
        switch ending {
        case .interrupted: return .interrupted
        case .terminalClosed: return .endOfInput
        case .cancelled: return .cancelled
        // Without a line, libedit saw Ctrl-D on an empty line.
        case .none: return line.map { .line(String(cString: $0)) } ?? .cancelled
        }
    }

    /// Adds a line to the history and saves the history file (atomically).
    func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        if let last = history_get(history_base + history_length - 1), let previous = last.pointee.line,
            String(cString: previous) == line
        {
            return
        }
        add_history(line)
        guard let historyURL else { return }
        let directory = historyURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(historyURL.lastPathComponent).\(getpid())")
        if write_history(temporary.path) == 0 {
            rename(temporary.path, historyURL.path)
        } else {
            unlink(temporary.path)
        }
    }

    /// libedit's getc: the next byte of the terminal, or EOF (with ``ending`` saying why) when
    /// SIGINT or a signal for the main loop arrives first, or on a bare Escape or Ctrl-Z.
    private static func readCharacter() -> Int32 {
        func end(_ reason: Ending) -> Int32 {
            ending.store(reason.rawValue, ordering: .relaxed)
            return EOF
        }
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalEvents.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let status = poll(&descriptors, nfds_t(descriptors.count), -1)
            if status < 0 && errno != EINTR { return end(.terminalClosed) }
            if descriptors[1].revents != 0 { SignalEvents.drainWakeups() }
            if SignalEvents.takeInterrupt() { return end(.interrupted) }
            if SignalEvents.needsMainLoop { return end(.cancelled) }
            guard descriptors[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 {
                switch byte {
                case escape where !moreInputWithin(KeyReader.escapeTimeoutMilliseconds):
                    return end(.cancelled)
                case controlZ:
                    SignalEvents.requestSuspend()
                    return end(.cancelled)
                default:
                    return Int32(byte)
                }
            }
            if count == 0 || errno != EINTR && errno != EAGAIN { return end(.terminalClosed) }
        }
    }

    private static let escape: UInt8 = 0x1B
    private static let controlZ: UInt8 = 0x1A

    /// Whether the terminal sends more within `milliseconds`: an escape sequence (an arrow)
    /// rather than the Escape key alone.
    private static func moreInputWithin(_ milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// libedit's completion: the matches for the word from `start`, or nil (with
    /// `rl_attempted_completion_over` unset) to let libedit complete a file name.
    private static func complete(
        _ text: UnsafePointer<CChar>?, start: Int
    )
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    {
        guard let text else { return nil }
        let line = rl_line_buffer.map { String(cString: $0) } ?? ""
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(start)))
        let context = completion.withLock { $0.context }
        guard let matches = Completer(context: context).completions(before: before, word: String(cString: text))
        else {
            rl_attempted_completion_over = 0
            return nil
        }
        rl_attempted_completion_over = 1
        completion.withLock { state in
            state.matches = matches
            state.next = 0
        }
        return rl_completion_matches(text) { _, _ in
            LineEditor.completion.withLock { state in
                guard state.next < state.matches.count else { return nil }
                defer { state.next += 1 }
                return strdup(state.matches[state.next])
            }
        }
    }
}
