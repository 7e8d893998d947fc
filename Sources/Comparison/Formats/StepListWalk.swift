import Reporting
import ScreenFiles

/// A JSON list of the service's moves and what each returned:
/// `[{"action": "current", "utterance": "Settings Heading"}, {"action": "forward", "utterance": null}]`.
/// `action` is one of `current`, `forward`, `backward`, `in`, `out` (default `forward`).
package enum StepListWalk: WalkFormat {
    package static let name = "steps"

    package static func recognises(_ text: String) -> Bool { WalkFormats.firstVisible(text) == "[" }

    package static func walk(in text: String, file: String) throws(WalkError) -> Walk {
        let document = try JSONSource.walkValue(text, file: file)
        guard case .sequence(let items) = document.value else {
            throw document.error(file: file, "a walk is a list of steps, not \(document.kindName)")
        }
        return Walk(file: file, format: name, steps: try steps(items, file: file))
    }

    /// The steps of a list's items; a step's line is its item's plus `lineOffset`.
    static func steps(_ items: [SourceNode], file: String, lineOffset: Int = 0) throws(WalkError) -> [WalkStep] {
        var steps: [WalkStep] = []
        steps.reserveCapacity(items.count)
        for item in items {
            guard case .mapping = item.value else {
                throw item.error(
                    file: file, "a step is an object with \"action\" and \"utterance\", not \(item.kindName)")
            }
            steps.append(try WalkStep(item, file: file, action: .forward, lineOffset: lineOffset))
        }
        return steps
    }
}

extension WalkStep {
    /// The step an object `{"action": "forward", "utterance": "…"}` is; `action` when it has
    /// none.
    init(_ item: SourceNode, file: String, action: WalkAction, lineOffset: Int) throws(WalkError) {
        var action = action
        if let node = item.member("action") {
            guard let text = node.quotedText, let named = WalkAction(rawValue: text) else {
                let names = WalkAction.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                let found = node.quotedText.map { "'\($0.quotedForMessage())'" } ?? node.kindName
                throw node.error(file: file, "an action is one of \(names), not \(found)")
            }
            action = named
        }
        guard let said = item.member("utterance") else {
            throw item.error(file: file, "a step needs \"utterance\" (text, or null when nothing was said)")
        }
        self.init(
            action: action, utterance: try said.utterance(file: file), line: item.location(in: file).line + lineOffset)
    }
}
