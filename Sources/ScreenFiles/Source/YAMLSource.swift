import Yams

/// Parses YAML with Yams, keeping every node's line and column.
enum YAMLSource {
    typealias Failure = SourceFailure

    static let maximumDepth = JSONSource.maximumDepth

    static func parse(_ text: String) throws(Failure) -> SourceNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw failure(from: error)
        } catch {
            throw Failure(mark: SourceMark(line: 1, column: 1), message: "the YAML cannot be read: \(error)")
        }
        guard let root else {
            throw Failure(
                mark: SourceMark(line: 1, column: 1),
                message: "the file is empty; a screen file needs at least 'elements' (one screen) or 'screens'")
        }
        return try convert(root, depth: 0)
    }

    private static func convert(_ node: Node, depth: Int) throws(Failure) -> SourceNode {
        let mark = node.mark.map { SourceMark(line: $0.line, column: $0.column) } ?? SourceMark(line: 1, column: 1)
        if depth > maximumDepth {
            throw Failure(mark: mark, message: "the YAML nests deeper than \(maximumDepth) levels; flatten it")
        }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style != .plain && scalar.style != .any
            return SourceNode(value: .scalar(.init(text: scalar.string, isQuoted: quoted)), mark: mark)
        case .sequence(let sequence):
            var items: [SourceNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return SourceNode(value: .sequence(items), mark: mark)
        case .mapping(let mapping):
            var pairs: [SourceNode.Pair] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                pairs.append(SourceNode.Pair(key: try convert(key, depth: depth + 1), value: try convert(value, depth: depth + 1)))
            }
            return SourceNode(value: .mapping(pairs), mark: mark)
        case .alias:
            throw Failure(mark: mark, message: "YAML aliases (*name) are not supported in screen files; repeat the value")
        }
    }

    private static func failure(from error: YamlError) -> Failure {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "YAML syntax: \(problem)"
            if let context { message += " (\(context.text))" }
            if problem.contains("nesting level") {
                message = "the YAML nests too deeply; flatten it (at most \(maximumDepth) levels are read)"
            }
            return Failure(mark: SourceMark(line: mark.line, column: mark.column), message: message)
        case .reader(let problem, _, _, _):
            return Failure(mark: SourceMark(line: 1, column: 1), message: "the file cannot be read as YAML: \(problem)")
        default:
            return Failure(mark: SourceMark(line: 1, column: 1), message: "the YAML cannot be read: \(error)")
        }
    }
}
