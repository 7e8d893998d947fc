import Reporting
import ScreenFiles

/// A JSON list of the service's moves and what each returned:
/// `[{"action": "current", "utterance": "Settings Heading"}, {"action": "forward", "utterance": null}]`.
/// `action` is one of `current`, `forward`, `backward`, `in`, `out` (default `forward`).
package enum StepListWalk: WalkFormat {
    package static let name = "steps"

    package static func recognises(_ text: String) -> Bool { WalkFormats.firstVisible(text) == "[" }

    package static func steps(in text: String, file: String) throws(WalkError) -> [WalkStep] {
        let document = try JSONSource.walkValue(text, file: file)
        guard case .sequence(let items) = document.value else {
            throw document.error(file: file, "a walk is a list of steps, not \(document.kindName)")
        }
        var steps: [WalkStep] = []
        for item in items {
            guard case .mapping = item.value else {
                throw item.error(
                    file: file, "a step is an object with \"action\" and \"utterance\", not \(item.kindName)")
            }
            var action = WalkAction.forward
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
            steps.append(
                WalkStep(action: action, utterance: try said.utterance(file: file), line: item.location(in: file).line))
        }
        return steps
    }
}
