import AccessibilityModel
import Reporting

/// Reads an action's effects: a list (or a single effect) of `toggle: shift`, `push: settings`,
/// `announcement: "Saved"`, `dismiss`, ...
struct EffectDecoder {
    let reader: NodeReader

    static let names = [
        "set", "toggle", "increment", "decrement", "push", "present", "goTo", "dismiss", "back",
        "screenChanged", "layoutChanged", "announcement", "pageScrolled",
    ]

    func decodeList(_ node: SourceNode) -> [Effect]? {
        if case .sequence(let items) = node.value { return items.flatMap(decode) }
        if case .scalar(let scalar) = node.value, scalar.isNull { return [] }
        return decode(node)
    }

    private func decode(_ node: SourceNode) -> [Effect] {
        switch node.value {
        case .scalar(let scalar):
            return effect(named: scalar.text, argument: nil, at: node).map { [$0] } ?? []
        case .mapping(let pairs):
            guard pairs.count == 1, case .scalar(let key) = pairs[0].key.value else {
                reader.error(
                    node,
                    "an effect is one key and its argument (toggle: shift); write each effect as its own list item")
                return []
            }
            if key.text == "set" { return decodeSet(pairs[0].value) }
            return effect(named: key.text, argument: pairs[0].value, at: pairs[0].key).map { [$0] } ?? []
        case .sequence:
            reader.error(node, "an effect cannot be a list; write each effect as its own list item")
            return []
        }
    }

    private func decodeSet(_ node: SourceNode) -> [Effect] {
        (reader.namedEntries(of: node, what: "set (variable: value)") ?? []).compactMap { name, _, value in
            reader.template(value, what: "the value of '\(name.quotedForMessage())'").map { .set(name, $0) }
        }
    }

    private func effect(named name: String, argument: SourceNode?, at node: SourceNode) -> Effect? {
        func text(_ what: String) -> String? {
            guard let argument else {
                reader.error(node, "\(name) needs \(what) (\(name): …)")
                return nil
            }
            return reader.string(argument, what: what)
        }
        func focus() -> String?? {
            guard let argument else { return .some(nil) }
            if case .scalar(let scalar) = argument.value, scalar.isNull { return .some(nil) }
            return reader.string(argument, what: "the identifier to focus").map { .some($0) }
        }
        func noArgument() -> Bool {
            if let argument, !(argument.isNull || argument.isTrue) {
                reader.error(argument, "\(name) takes no argument; write it alone (- \(name))")
                return false
            }
            return true
        }
        func template(_ what: String) -> Template? {
            guard let argument else {
                reader.error(node, "\(name) needs \(what) (\(name): …)")
                return nil
            }
            return reader.template(argument, what: what)
        }
        switch name {
        case "toggle": return text("a bool variable's name").map { .toggle($0) }
        case "increment": return text("a variable's name").map { .increment($0) }
        case "decrement": return text("a variable's name").map { .decrement($0) }
        case "push": return text("a screen's name").map { .push($0) }
        case "present": return text("a screen's name").map { .present($0) }
        case "goTo": return text("a screen's name").map { .goTo($0) }
        case "dismiss": return noArgument() ? .dismiss : nil
        case "back": return noArgument() ? .back : nil
        case "screenChanged": return focus().map { .post(.screenChanged(focus: $0)) }
        case "layoutChanged": return focus().map { .post(.layoutChanged(focus: $0)) }
        case "announcement": return template("the announcement's text").map { .post(.announcement($0)) }
        case "pageScrolled": return template("the scroll status").map { .post(.pageScrolled($0)) }
        case "set":
            reader.error(node, "set needs variables and values (set: {rating: 3})")
            return nil
        default:
            let hint = Self.names.nearest(to: name).map { "did you mean '\($0)'? " } ?? ""
            reader.error(
                node,
                "unknown effect '\(name.quotedForMessage())'; \(hint)effects are: \(Self.names.joined(separator: ", "))"
            )
            return nil
        }
    }
}

extension SourceNode {
    var isNull: Bool {
        if case .scalar(let scalar) = value { scalar.isNull } else { false }
    }

    var isTrue: Bool {
        if case .scalar(let scalar) = value { !scalar.isQuoted && scalar.text == "true" } else { false }
    }
}
