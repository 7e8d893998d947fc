import UtteranceRendering

/// Key mode's running log beside the map: each command with what VoiceOver said, coloured by
/// segment kind, and messages and errors, newest at the bottom.
///
/// ```
/// next       Volume: 50%. Adjustable.
///              Swipe up or down with one finger to adjust the value.
/// up         60%
/// ```
struct LogPanel {
    private enum Item {
        /// A command and the lines of what it said; `cutOff` when newer speech cut it short.
        case said(command: String, lines: [StyledText], cutOff: Bool)
        case message(StyledText)
    }

    /// Items kept; older ones are dropped (the transcript keeps far more).
    private static let capacity = 300
    private var items = RecentItems<Item>(capacity: capacity)
    /// The width of the command column.
    static let commandWidth = 11

    mutating func add(_ response: Response, command: String) {
        if response.cutOff { markCutOff() }
        let said = response.said.flatMap(UtteranceFormat.lines.render).filter { $0.width > 0 }
        if !said.isEmpty { append(.said(command: command, lines: said, cutOff: false)) }
        for line in response.lines { append(.message(line)) }
        if let failure = response.speechFailure { append(.message(StyledText(failure.message, .error))) }
    }

    mutating func message(_ text: String, _ role: TextRole = .dim) {
        append(.message(StyledText(text, role)))
    }

    mutating func error(_ error: CommandError) {
        append(.message(StyledText("error: \(error.message)", .error)))
        for detail in error.details { append(.message(StyledText("  " + detail, .error))) }
    }

    /// The last `rows` lines at most `width` cells wide.
    func lines(width: Int, rows: Int) -> [StyledText] {
        var lines: [StyledText] = []
        for item in items.items.reversed() where lines.count < rows {
            lines.insert(contentsOf: render(item, width: width), at: 0)
        }
        return Array(lines.suffix(rows))
    }

    private mutating func append(_ item: Item) {
        items.append(item)
    }

    private mutating func markCutOff() {
        items.updateLast(where: { if case .said = $0 { true } else { false } }) { item in
            if case .said(let command, let lines, _) = item {
                item = .said(command: command, lines: lines, cutOff: true)
            }
        }
    }

    private func render(_ item: Item, width: Int) -> [StyledText] {
        switch item {
        case .message(let line):
            return line.wrapped(to: width, indent: 2)
        case .said(let command, var lines, let cutOff):
            if cutOff { lines[lines.count - 1].append(" [interrupted]", .dim) }
            let column = Self.commandWidth
            let indent = StyledText(String(repeating: " ", count: column))
            var result: [StyledText] = []
            var lead: StyledText
            if TextWidth.of(command) < column {
                lead = StyledText(command.padding(toLength: column), .dim)
            } else {
                result.append(StyledText(command, .dim).truncated(to: width))
                lead = indent
            }
            for line in lines {
                result += (lead + line).wrapped(to: width, indent: column + 2)
                lead = indent
            }
            return result
        }
    }
}
