import Foundation
import Reporting
import Synchronization

/// How a run tells its progress on standard error: a bar with the count, the locale and an
/// estimate of the time left on a terminal; a plain line every few seconds otherwise; nothing
/// with `--quiet`.
package final class ListenProgress: Sendable {
    package enum Style: Sendable { case bar, lines, quiet }

    private let style: Style
    private let total: Int
    private let started = Date()
    private let state = Mutex((done: 0, lastLine: Date.distantPast))

    /// Seconds between plain progress lines.
    package static let lineInterval: TimeInterval = 5

    package init(style: Style, total: Int) {
        self.style = style
        self.total = total
    }

    /// The style for standard error: a bar on a terminal, lines otherwise.
    package static func style(quiet: Bool) -> Style {
        quiet ? .quiet : isatty(STDERR_FILENO) != 0 ? .bar : .lines
    }

    package func advance(_ item: LocaleScreen) {
        let line: String? = state.withLock { state in
            state.done += 1
            let elapsed = Date().timeIntervalSince(started)
            let left = state.done < total ? elapsed / Double(state.done) * Double(total - state.done) : 0
            switch style {
            case .quiet:
                return nil
            case .bar:
                let width = 30
                let filled = width * state.done / max(total, 1)
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                return
                    "\r\u{1B}[K\(bar) \(state.done)/\(total) \(item.locale) \(item.screen.name.visibleOnTerminal) ETA \(Self.time(left))"
                    + (state.done == total ? "\n" : "")
            case .lines:
                guard state.done == total || Date().timeIntervalSince(state.lastLine) >= Self.lineInterval else {
                    return nil
                }
                state.lastLine = Date()
                return
                    "earshot: listen: \(state.done)/\(total) screens rendered (\(item.locale)), about \(Self.time(left)) left\n"
            }
        }
        if let line { try? StandardStream.error.write(line, escaping: false) }
    }

    static func time(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
