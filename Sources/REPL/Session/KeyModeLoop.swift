import Foundation
import Glibc
import Navigation
import Reporting
import Utterances

/// Key mode on a terminal: the full-screen view (map, log, status), keys acting as gestures as
/// soon as they are pressed (the next key interrupts speech, as on a phone), and the command
/// line on `/` or `:` (Escape, or Ctrl-D on an empty line, goes back to keys). Nothing a person
/// types ends it but Ctrl-D and `quit`; Ctrl-Z suspends it. The terminal is restored on every
/// way out.
final class KeyModeLoop {
    private let session: REPLSession
    private let style: DisplayStyle
    private let editor: LineEditor
    private var reader = KeyReader()
    private var log = LogPanel()
    /// A page of text (help, the tree) shown instead of the map until a key other than the
    /// arrows that scroll it.
    private var page: KeyModeScreen.Page?
    /// Responses with more lines than this are shown as a page rather than in the log.
    private static let longestLogMessage = 6

    init(session: REPLSession, style: DisplayStyle, historyURL: URL?) {
        self.session = session
        self.style = style
        TerminalState.saveOriginal()
        editor = LineEditor(historyURL: historyURL)
    }

    /// Runs until Ctrl-D, `quit`, the terminal going away or a signal that ends it (SIGTERM,
    /// SIGHUP, SIGQUIT); returns the exit status: success, or interrupted after a signal.
    func run(opening notes: [String]) -> ExitStatus {
        SignalEvents.install()
        TerminalState.enterFullScreen()
        TerminalState.enterRawMode()
        for note in notes { log.message(note) }
        log.add(session.start(), command: "start")
        if let reason = session.speech.unavailableReason { log.message(reason) }
        draw()
        var status = ExitStatus.success
        loop: while true {
            switch reader.next() {
            case .key(let key):
                if !handle(key) { break loop }
            case .interrupt:
                stopSpeech()
            case .resize:
                break
            case .suspend:
                suspend()
            case .resume:
                // Continued after a stop this loop did not make (SIGSTOP): whoever had the
                // terminal meanwhile may have changed it.
                TerminalState.enterFullScreen()
                TerminalState.enterRawMode()
            case .end:
                status = .interrupted
                break loop
            case .endOfInput:
                break loop
            }
            draw()
        }
        TerminalState.restore()
        return status
    }

    /// Ctrl-Z: gives the terminal back as it was found and stops, as a shell's job does; once
    /// continued (`fg`), raw mode and the screen come back.
    private func suspend() {
        session.speech.stop()
        TerminalState.restore()
        SignalEvents.stopProcess()
        TerminalState.enterFullScreen()
        TerminalState.enterRawMode()
    }

    /// Acts on a key; false when the session should end.
    private func handle(_ key: Key) -> Bool {
        if let shown = page {
            page = scrolled(shown, by: key)
            return true
        }
        switch KeyBinding.action(for: key) {
        case .command(let text): return run(text)
        case .stopSpeech: stopSpeech()
        case .commandLine: return commandLine()
        case .help:
            page = KeyModeScreen.Page(lines: [StyledText("Keys", .number)] + KeyBinding.helpLines + colourLegend)
        case .redraw: break
        case .suspend: suspend()
        case .quit: return false
        case nil: log.message("\(key.name) does nothing here; press ? for the keys, / for commands")
        }
        return true
    }

    /// Runs a command line; false after `quit`.
    private func run(_ text: String) -> Bool {
        do {
            guard let response = try session.run(text) else { return true }
            if response.lines.count > Self.longestLogMessage {
                page = KeyModeScreen.Page(lines: response.lines)
                log.add(
                    Response(said: response.said, cutOff: response.cutOff, speechFailure: response.speechFailure),
                    command: text)
            } else {
                log.add(response, command: text)
            }
            if response.showsMap { log.message("the map is on screen; tree lists the elements") }
            return !response.quits
        } catch {
            log.error(error)
            return true
        }
    }

    /// The page after a key: ↑ ↓ Page Up, Page Down and Space scroll it; any other key closes it.
    private func scrolled(_ page: KeyModeScreen.Page, by key: Key) -> KeyModeScreen.Page? {
        let screen = self.screen
        let last = max(0, screen.pageLines(page.lines).count - screen.bodyRows)
        let step: Int
        switch key {
        case .down: step = 1
        case .up: step = -1
        case .pageDown, .space: step = max(1, screen.bodyRows - 1)
        case .pageUp: step = -max(1, screen.bodyRows - 1)
        default: return nil
        }
        guard last > 0 else { return nil }
        var scrolled = page
        scrolled.offset = min(last, max(0, page.offset + step))
        return scrolled
    }

    private func stopSpeech() {
        _ = run("stop")
        log.message("speech stopped (Ctrl-D or quit leaves)")
    }

    /// Reads one command on the bottom line with libedit, then goes back to keys.
    private func commandLine() -> Bool {
        write("\u{1B}[\(screen.rows);1H\u{1B}[0m\u{1B}[2K\u{1B}[?25h")
        TerminalState.leaveRawMode()
        let result = editor.readLine(prompt: "earshot> ", context: completionContext)
        TerminalState.enterRawMode()
        write("\u{1B}[?25l")
        switch result {
        case .line(let text):
            editor.remember(text)
            return run(text)
        case .interrupted:
            stopSpeech()
            return true
        case .cancelled:
            return true
        case .endOfInput:
            return false
        }
    }

    private var completionContext: CompletionContext {
        let navigation = session.navigation
        let screen = navigation.screen
        var elements: [String] = []
        for position in screen.order.indices {
            let node = screen.node(at: position)
            for name in [node.label, node.accessibilityIdentifier].compactMap({ $0 }) where !elements.contains(name) {
                elements.append(name)
            }
        }
        return CompletionContext(
            screens: navigation.app.screens.map(\.name), elements: elements, locales: session.voices.locales)
    }

    private var colourLegend: [StyledText] {
        guard style.colour else { return [] }
        var legend = StyledText("Colours: ")
        for kind in [SegmentKind.label, .value, .trait, .state, .position, .hint, .announcement] {
            legend.append(kind.rawValue, .segment(kind))
            legend.append(" ")
        }
        return [StyledText(), legend]
    }

    /// The screen at the terminal's present size.
    private var screen: KeyModeScreen {
        let (columns, rows) = TerminalState.size() ?? (80, 24)
        return KeyModeScreen(columns: columns, rows: rows, style: style)
    }

    private func draw() {
        let screen = self.screen
        var output = "\u{1B}[?25l"
        for (index, row) in screen.rows(session: session, log: log, page: page).enumerated() {
            output += "\u{1B}[\(index + 1);1H" + row.rendered(colour: style.colour) + "\u{1B}[0m\u{1B}[K"
        }
        write(output)
    }

    /// Writes the screen's own sequences; the text in them is already visible (``StyledText``).
    /// A terminal that has gone away ends the loop by its hang-up, not here.
    private func write(_ text: String) {
        try? StandardStream.output.write(text, escaping: false)
    }
}
