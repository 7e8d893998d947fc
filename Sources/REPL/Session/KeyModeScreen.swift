import Navigation

/// What key mode shows, row by row: a status line (screen, focused element's number and label,
/// rotor, locale, audio), the map beside the log (the map above it on a narrow terminal) or a
/// page of help, and a line of keys at the bottom.
struct KeyModeScreen {
    let columns: Int
    let rows: Int
    let style: DisplayStyle

    /// Log columns narrower than this go below the map instead of beside it.
    static let minimumLogWidth = 30

    func rows(session: REPLSession, log: LogPanel, page: [StyledText]?) -> [StyledText] {
        let bodyRows = max(0, rows - 2)
        let body = page.map { self.page($0, rows: bodyRows) } ?? mapAndLog(session: session, log: log, rows: bodyRows)
        let footer = StyledText(page == nil ? keysLine : "any key goes back", .dim)
        return ([statusLine(session)] + body + [footer]).prefix(rows).map { $0.padded(to: columns) }
    }

    private func statusLine(_ session: REPLSession) -> StyledText {
        let navigation = session.navigation
        var parts = ["Earshot", navigation.screen.resolved.screenName]
        if let focus = navigation.focus, let node = navigation.focusedNode {
            parts.append("\(focus + 1)/\(navigation.screen.count) \(node.label ?? node.value ?? "")")
        } else {
            parts.append("nothing focused")
        }
        parts.append("rotor: \(navigation.rotorSetting.name(in: navigation.phrases))")
        parts.append(navigation.locale)
        if let recording = session.speech.recordingURL { parts.append("● rec \(recording.lastPathComponent)") }
        if !session.speech.plays { parts.append("audio off") }
        return StyledText(" " + parts.joined(separator: " · "), .statusBar).padded(to: columns, .statusBar)
    }

    private var keysLine: String {
        let arrows = style.unicode ? "←→ swipe  ↑↓ rotor" : "Left/Right swipe  Up/Down rotor"
        return arrows + "  Tab setting  Enter activate  Esc scrub  m magic tap  Space hush  / command  ? keys  ^D quit"
    }

    private func page(_ lines: [StyledText], rows: Int) -> [StyledText] {
        let wrapped = lines.flatMap { $0.wrapped(to: columns, indent: 4) }
        guard wrapped.count > rows else { return wrapped }
        return wrapped.prefix(rows - 1) + [StyledText("… \(wrapped.count - rows + 1) more lines", .dim)]
    }

    private func mapAndLog(session: REPLSession, log: LogPanel, rows: Int) -> [StyledText] {
        let navigation = session.navigation
        let map = ScreenMap(screen: navigation.screen, focus: navigation.focus, glyphs: style.glyphs)
        let beside = map.draw(columns: max(12, columns * 45 / 100), rows: rows)
        let mapWidth = beside.first?.width ?? 0
        let logWidth = columns - mapWidth - 2
        if logWidth >= Self.minimumLogWidth || beside.isEmpty {
            let logLines = log.lines(width: max(1, logWidth), rows: rows)
            let blank = StyledText(String(repeating: " ", count: mapWidth))
            return (0..<rows).map { row in
                let left = row < beside.count ? beside[row] : blank
                return left + StyledText("  ") + (row < logLines.count ? logLines[row] : StyledText())
            }
        }
        let logRows = max(4, rows / 3)
        let above = map.draw(columns: columns, rows: rows - logRows)
        return above + log.lines(width: columns, rows: rows - above.count)
    }
}
