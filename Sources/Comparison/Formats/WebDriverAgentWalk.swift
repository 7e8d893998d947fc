import ScreenFiles

/// WebDriverAgent's (and Appium's) answers to `POST /wda/voiceOver/move` and
/// `GET /wda/voiceOver/currentSpeech`, logged one JSON object a line:
/// `{"value": {"utterance": "Wi-Fi Switch button on"}, "sessionId": "…"}`. The first answer is
/// where VoiceOver started, each later one a move forward. Blank lines are skipped.
package enum WebDriverAgentWalk: WalkFormat {
    package static let name = "webdriveragent"

    package static func recognises(_ text: String) -> Bool { WalkFormats.firstVisible(text) == "{" }

    package static func steps(in text: String, file: String) throws(WalkError) -> [WalkStep] {
        var steps: [WalkStep] = []
        for (number, line) in WalkFormats.numberedLines(text) {
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                let said = try answer(in: String(line), file: file)
                steps.append(WalkStep(action: steps.isEmpty ? .current : .forward, utterance: said, line: number))
            } catch {
                var located = error
                located.location.line += number - 1
                throw located
            }
        }
        return steps
    }

    /// What one answer, a line parsed on its own, says.
    private static func answer(in line: String, file: String) throws(WalkError) -> String? {
        let answer = try JSONSource.walkValue(line, file: file)
        guard case .mapping = answer.value, let value = answer.member("value") else {
            throw answer.error(file: file, "an answer is an object with \"value\", not \(answer.kindName)")
        }
        var said: String?
        if case .mapping = value.value {
            guard let utterance = value.member("utterance") else {
                throw value.error(file: file, "the answer's value has no \"utterance\"")
            }
            said = try utterance.utterance(file: file)
        } else {
            said = try value.utterance(file: file)
        }
        return said
    }
}
