import Glibc
import Synchronization

/// The terminal as key mode changes it (raw input, the alternate screen, a hidden cursor) and
/// as it must be left: every exit path, including signals, puts back the settings found at
/// start.
enum TerminalState {
    /// The settings found before raw mode, kept where a signal handler can reach them: written
    /// once by ``saveOriginal()`` before any handler that reads them is installed.
    nonisolated(unsafe) private static var original = termios()
    private static let saved = Atomic<Bool>(false)
    /// Whether the alternate screen is showing (so restoring must leave it).
    private static let fullScreen = Atomic<Bool>(false)

    /// Leaves the alternate screen, shows the cursor and resets colours.
    private static let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    private static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"

    /// Remembers the terminal's settings; call before the first change.
    static func saveOriginal() {
        guard !saved.load(ordering: .acquiring), tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        saved.store(true, ordering: .releasing)
    }

    /// Raw input for key mode: no line buffering, no echo, Ctrl-C and Ctrl-D arrive as keys.
    /// Output processing stays on, so "\n" still starts a new line.
    static func enterRawMode() {
        guard saved.load(ordering: .acquiring) else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
    }

    /// Back to the settings found at start (for the command line, and on leaving).
    static func leaveRawMode() {
        guard saved.load(ordering: .acquiring) else { return }
        tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
    }

    /// The alternate screen with the cursor hidden: the map and the log are drawn on it.
    static func enterFullScreen() {
        fullScreen.store(true, ordering: .releasing)
        writeOut(enterSequence)
    }

    /// Everything back as found: settings, main screen, cursor.
    static func restore() {
        leaveRawMode()
        if fullScreen.exchange(false, ordering: .acquiringAndReleasing) { writeOut(leaveSequence) }
    }

    /// ``restore()`` using only async-signal-safe calls.
    static func restoreFromSignalHandler() {
        if saved.load(ordering: .relaxed) { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        if fullScreen.load(ordering: .relaxed) { writeOut(leaveSequence) }
    }

    private static func writeOut(_ sequence: StaticString) {
        _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }

    /// The terminal's size in cells, or nil when output is not a terminal.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
