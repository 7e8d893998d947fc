import AppFiles
import Reporting
import Yams

/// Parses YAML with Yams, keeping every node's line and column.
enum YAMLSource {
    typealias Failure = SourceFailure

    static let maximumDepth = JSONSource.maximumDepth

    /// The most nodes a document may expand to, or its length in bytes when that is more. Only
    /// aliases (`*name`), each repeating a whole anchored node, make more nodes than a text has
    /// bytes: nested, a few lines of them would make billions ("billion laughs").
    static let maximumNodeCount = 1_000_000

    /// Parses `text`, read from `file` (which names it in locations). Lines are counted as an
    /// editor counts them, by line feeds (``YAMLLineBreaks``).
    static func parse(_ text: String, file: String) throws(Failure) -> SourceNode {
        let root: Node?
        let lines = YAMLLineBreaks(text)
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch let error as YamlError {
            throw failure(from: error, file: file, lines: lines, text: text)
        } catch {
            throw Failure(
                location: .start(of: file),
                message: "the YAML cannot be read: \(String(describing: error).quotedForMessage())")
        }
        guard let root else {
            throw Failure(
                location: .start(of: file),
                message: "the file is empty; a screen file needs at least 'elements' (one screen) or 'screens'")
        }
        var converter = Converter(file: file, lines: lines, nodeBudget: max(maximumNodeCount, text.utf8.count))
        return try converter.convert(root, depth: 0)
    }

    /// Yams' nodes to source nodes, counting them against the budget: Yams shares an aliased
    /// node's storage, so the expansion happens here.
    private struct Converter {
        let file: String
        let lines: YAMLLineBreaks
        var nodeBudget: Int

        mutating func convert(_ node: Node, depth: Int) throws(Failure) -> SourceNode {
            let location = lines.location(node.mark, in: file)
            if depth > maximumDepth {
                throw Failure(
                    location: location, message: "the YAML nests deeper than \(maximumDepth) levels; flatten it")
            }
            nodeBudget -= 1
            if nodeBudget < 0 {
                throw Failure(
                    location: location,
                    message: "the YAML expands to more than \(maximumNodeCount) values (YAMLSource.maximumNodeCount); "
                        + "aliases (*name) repeat a whole node each time: write the values out or use fewer aliases")
            }
            switch node {
            case .scalar(let scalar):
                let quoted = scalar.style != .plain && scalar.style != .any
                return SourceNode(
                    value: .scalar(.init(text: scalar.string, isQuoted: quoted)), line: location.line,
                    column: location.column)
            case .sequence(let sequence):
                var items: [SourceNode] = []
                items.reserveCapacity(sequence.count)
                for item in sequence { items.append(try convert(item, depth: depth + 1)) }
                return SourceNode(value: .sequence(items), line: location.line, column: location.column)
            case .mapping(let mapping):
                var pairs: [SourceNode.Pair] = []
                pairs.reserveCapacity(mapping.count)
                for (key, value) in mapping {
                    pairs.append(
                        SourceNode.Pair(
                            key: try convert(key, depth: depth + 1), value: try convert(value, depth: depth + 1)))
                }
                return SourceNode(value: .mapping(pairs), line: location.line, column: location.column)
            case .alias:
                throw Failure(
                    location: location,
                    message: "YAML aliases (*name) are not supported in screen files; repeat the value")
            }
        }
    }

    private static func failure(
        from error: YamlError, file: String, lines: YAMLLineBreaks, text: String
    ) -> Failure {
        if let syntaxError = YAMLSyntaxError(error, lines: lines),
            let culprit = syntaxError.lineBreak(in: text, lines: lines)
        {
            return Failure(
                location: SourceLocation(file: file, line: culprit.line, column: culprit.column),
                message: YAMLLineBreaks.message(for: culprit))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "YAML syntax: \(problem.quotedForMessage())"
            if let context { message += " (\(context.text.quotedForMessage()))" }
            if problem.contains("nesting level") {
                message = "the YAML nests too deeply; flatten it (at most \(maximumDepth) levels are read)"
            }
            return Failure(location: lines.location(mark, in: file), message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.prefix(3).map { "'\($0.quotedForMessage())'" }.joined(separator: ", ")
            return Failure(
                location: lines.location(context.mark, in: file),
                message:
                    "\(keys)\(duplicates.count > 3 ? " and more" : "") \(duplicates.count == 1 ? "is" : "are") given twice in this mapping (first here); keep one"
            )
        case .reader(let problem, _, _, _):
            return Failure(
                location: .start(of: file),
                message: "the file cannot be read as YAML: \(problem.quotedForMessage())")
        default:
            return Failure(
                location: .start(of: file),
                message: "the YAML cannot be read: \(String(describing: error).quotedForMessage())")
        }
    }
}
