import Reporting

/// A line of text made of runs, each with a ``TextRole``; written with ANSI colours or plain.
/// It is text for people: control characters in what is appended (from a screen file, a capture,
/// a command) are made visible (``Swift/StringProtocol/visibleOnTerminal``), so that they can
/// neither drive the terminal nor throw the map's columns out.
struct StyledText: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var text: String
        var role: TextRole
    }

    private(set) var runs: [Run] = []

    init() {}

    init(_ text: String, _ role: TextRole = .plain) {
        append(text, role)
    }

    mutating func append(_ text: String, _ role: TextRole = .plain) {
        guard !text.isEmpty else { return }
        let text = text.visibleOnTerminal
        if let last = runs.last, last.role == role {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text: text, role: role))
        }
    }

    mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, run.role) }
    }

    static func + (left: StyledText, right: StyledText) -> StyledText {
        var result = left
        result.append(right)
        return result
    }

    var plain: String { runs.map(\.text).joined() }

    /// Cells on the terminal.
    var width: Int { runs.reduce(0) { $0 + TextWidth.of($1.text) } }

    /// The text as the terminal should receive it: with SGR colour sequences when `colour`.
    func rendered(colour: Bool) -> String {
        guard colour else { return plain }
        return runs.map { run in
            run.role.sgr.map { "\u{1B}[\($0)m\(run.text)\u{1B}[0m" } ?? run.text
        }.joined()
    }

    /// The characters with their roles.
    private var characters: [(Character, TextRole)] {
        runs.flatMap { run in run.text.map { ($0, run.role) } }
    }

    private init(characters: some Sequence<(Character, TextRole)>) {
        for (character, role) in characters { append(String(character), role) }
    }

    /// At most `width` cells, ending in "…" when cut.
    func truncated(to width: Int) -> StyledText {
        guard self.width > width else { return self }
        guard width > 0 else { return StyledText() }
        var kept: [(Character, TextRole)] = []
        var used = 0
        for (character, role) in characters {
            let cells = TextWidth.of(character)
            if used + cells > width - 1 { break }
            kept.append((character, role))
            used += cells
        }
        var result = StyledText(characters: kept)
        result.append("…", kept.last?.1 ?? .plain)
        return result
    }

    /// Lines of at most `width` cells, broken after spaces where possible; lines after the
    /// first start with `indent` spaces.
    func wrapped(to width: Int, indent: Int = 0) -> [StyledText] {
        guard width > indent + 1, self.width > width else { return [self] }
        var lines: [StyledText] = []
        var line: [(Character, TextRole)] = []
        var used = 0
        let prefix = Array(repeating: (Character(" "), TextRole.plain), count: indent)
        for item in characters {
            let cells = TextWidth.of(item.0)
            if used + cells > width {
                // Break after the last space, or here when the line has none.
                let breakAt = line.lastIndex { $0.0 == " " }.map { $0 + 1 } ?? line.count
                let floor = lines.isEmpty ? 0 : indent
                let cut = breakAt > floor ? breakAt : line.count
                lines.append(StyledText(characters: line[..<cut]))
                line = prefix + line[cut...]
                used = line.reduce(0) { $0 + TextWidth.of($1.0) }
            }
            line.append(item)
            used += cells
        }
        lines.append(StyledText(characters: line))
        return lines
    }

    /// Padded with spaces in `role` to `width` cells (cut first when longer).
    func padded(to width: Int, _ role: TextRole = .plain) -> StyledText {
        var result = truncated(to: width)
        result.append(String(repeating: " ", count: max(0, width - result.width)), role)
        return result
    }
}
