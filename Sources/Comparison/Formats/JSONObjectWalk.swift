import AppFiles
import ScreenFiles

/// Walks written as JSON objects, told apart by their members:
///
/// - aloud's public schema, one object: `{"schemaVersion": 1, …, "steps": [{"action":
///   "current", "utterance": "…"}, …]}`;
/// - WebDriverAgent's (and Appium's) answers to `POST /wda/voiceOver/move` and
///   `GET /wda/voiceOver/currentSpeech`, `{"value": {"utterance": "…"}, "sessionId": "…"}`, one
///   a line or each over several lines; an error answer, `{"value": {"error": …, "message":
///   …}}`, is a move that returned no utterance;
/// - an Appium client's results logged one a line, `{"utterance": "…"}`, or JSON Lines of steps,
///   `{"action": "forward", "utterance": "…"}`.
///
/// Without an action, the first object is where VoiceOver started and each later one a move
/// forward.
package enum JSONObjectWalk: WalkFormat {
    package static let name = "json"

    package static func recognises(_ text: String) -> Bool { WalkFormats.firstVisible(text) == "{" }

    package static func walk(in text: String, file: String) throws(WalkError) -> Walk {
        let documents = JSONDocuments(text).documents
        var steps: [WalkStep] = []
        var format = "webdriveragent"
        for (index, document) in documents.enumerated() {
            let value: SourceNode
            do {
                value = try JSONSource.walkValue(String(document.text), file: file)
            } catch {
                throw error.moved(to: document)
            }
            let offset = document.line - 1
            if documents.count == 1, let list = value.member("steps") {
                guard case .sequence(let items) = list.value else {
                    throw list.error(file: file, "\"steps\" is a list of steps, not \(list.kindName)").moved(
                        to: document)
                }
                do {
                    let steps = try StepListWalk.steps(items, file: file, lineOffset: offset)
                    let complete = value.member("coverage")?.member("complete")?.boolean ?? true
                    return Walk(file: file, format: "aloud", steps: steps, isComplete: complete)
                } catch {
                    throw error.moved(to: document)
                }
            }
            let first: WalkAction = steps.isEmpty ? .current : .forward
            do throws(WalkError) {
                if let answer = value.member("value") {
                    steps.append(
                        WalkStep(action: first, utterance: try said(in: answer, file: file), line: document.line))
                } else if case .mapping = value.value, value.member("utterance") != nil {
                    format = index == 0 ? (value.member("action") == nil ? "appium" : "steps") : format
                    steps.append(try WalkStep(value, file: file, action: first, lineOffset: offset))
                } else {
                    throw value.error(file: file, WalkFormats.notAWalk)
                }
            } catch {
                throw error.moved(to: document)
            }
        }
        return Walk(file: file, format: format, steps: steps)
    }

    /// What one answer's value says: its utterance, or nil for an answer without one (an
    /// error, or null).
    private static func said(in value: SourceNode, file: String) throws(WalkError) -> String? {
        guard case .mapping = value.value else { return try value.utterance(file: file) }
        if let utterance = value.member("utterance") { return try utterance.utterance(file: file) }
        if value.member("error") != nil { return nil }
        throw value.error(file: file, "the answer's value has no \"utterance\" (nor an \"error\")")
    }
}

extension WalkError {
    /// The error of a document parsed alone, placed where the document is in its file.
    func moved(to document: JSONDocuments.Document) -> WalkError {
        var moved = self
        if moved.location.line == 1 { moved.location.column += document.column - 1 }
        moved.location.line += document.line - 1
        return moved
    }
}
