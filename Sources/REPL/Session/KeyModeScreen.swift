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

    /// A page of text shown instead of the map and the log, from its `offset`th line.
    struct Page {
        var lines: [StyledText]
        var offset = 0
    }

    var bodyRows: Int { max(0, rows - 2) }

    func rows(session: REPLSession, log: LogPanel, page: Page?) -> [StyledText] {
        let body = page.map(self.page) ?? mapAndLog(session: session, log: log, rows: bodyRows)
        let footer: String
        if let page {
            footer = pageLines(page.lines).count > bodyRows ? "↑↓ scroll  any other key goes back" : "any key goes back"
        } else {
            footer = keysLine
        }
        let all = ([statusLine(session)] + body + [StyledText(footer, .dim)]).prefix(rows)
        // The last cell of the last row is left alone: writing it scrolls some terminals.
        return all.enumerated().map { index, row in row.padded(to: index == rows - 1 ? columns - 1 : columns) }
    }

    /// The page's lines as shown: wrapped to the width.
    func pageLines(_ lines: [StyledText]) -> [StyledText] {
        lines.flatMap { $0.wrapped(to: columns, indent: 4) }
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
        switch session.overlay {
        case .names: parts.append("names")
        case .numbers: parts.append("numbers")
        case .none: break
        }
        if let recording = session.speech.recordingURL { parts.append("● rec \(recording.lastPathComponent)") }
        if !session.speech.plays { parts.append("audio off") }
        return StyledText(" " + parts.joined(separator: " · "), .statusBar).padded(to: columns, .statusBar)
    }

    private var keysLine: String {
        let arrows = style.unicode ? "←→ swipe  ↑↓ rotor" : "Left/Right swipe  Up/Down rotor"
        return arrows + "  Tab setting  Enter activate  Esc scrub  m magic tap  Space hush  / command  ? keys  ^D quit"
    }

    private func page(_ page: Page) -> [StyledText] {
        Array(pageLines(page.lines).dropFirst(page.offset).prefix(bodyRows))
    }

    private func mapAndLog(session: REPLSession, log: LogPanel, rows: Int) -> [StyledText] {
        let navigation = session.navigation
        let map = ScreenMap(
            screen: navigation.screen, focus: navigation.focus, glyphs: style.glyphs, overlay: session.mapOverlay)
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
