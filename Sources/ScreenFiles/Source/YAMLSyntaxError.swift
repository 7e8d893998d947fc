import AppFiles
import Yams

/// A syntax error libyaml reports (its scanner's or its parser's): what, and where as an editor
/// counts.
struct YAMLSyntaxError: Equatable {
    let problem: String
    let line: Int
    let column: Int

    /// `error`'s, when it is a syntax error; `lines` are those of the text it is about.
    init?(_ error: YamlError, lines: YAMLLineBreaks) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            self.problem = problem
            (line, column) = lines.position(yamlLine: mark.line, column: mark.column)
        default:
            return nil
        }
    }

    /// The syntax error of `text`, or nil when it has none.
    init?(of text: String) {
        do {
            _ = try Yams.compose(yaml: text, Resolver.basic)
            return nil
        } catch {
            guard let error = error as? YamlError else { return nil }
            self.init(error, lines: YAMLLineBreaks(text))
        }
    }

    /// The line break only libyaml counts (one of `lines`, those of `text`) this error is due to:
    /// a line separator in a comment or in unquoted text ends the line there for libyaml, and
    /// what follows it is read as a line of its own. That is the first break before the error
    /// that, joined to its line with the breaks before it, makes the error go (by bisection:
    /// each step parses the text again). Nil when the error stays with every break before it
    /// joined.
    func lineBreak(in text: String, lines: YAMLLineBreaks) -> YAMLLineBreaks.Break? {
        let before = lines.breaks.prefix { ($0.line, $0.column) <= (line, column) }
        /// Whether the error stays with the first `count` breaks joined.
        func stays(joining count: Int) -> Bool {
            YAMLSyntaxError(of: YAMLLineBreaks.joining(before.prefix(count), in: text)) == self
        }
        guard !before.isEmpty, !stays(joining: before.count) else { return nil }
        // The error stays with `low` breaks joined, and goes with `high`.
        var (low, high) = (0, before.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if stays(joining: middle) { low = middle } else { high = middle }
        }
        return before[high - 1]
    }
}
