import Comparison
import Testing

/// Each walk format, told from its content, and bad input located.
@Suite struct WalkFormatTests {
    @Test func oneUtteranceALineIsRead() throws {
        let walk = try Walks.read("reordered.txt")
        #expect(walk.format == LineWalk.name)
        #expect(walk.steps.count == 7)
        #expect(walk.steps[0] == WalkStep(action: .current, utterance: "VoiceOver on", line: 1))
        #expect(walk.steps[1].action == .forward)
    }

    @Test func aListOfStepsIsRead() throws {
        let walk = try Walks.read("changed.json")
        #expect(walk.format == StepListWalk.name)
        #expect(walk.steps.count == 9)
        #expect(walk.steps[3] == WalkStep(action: .forward, utterance: nil, line: 5))
        #expect(walk.steps[6].action == .current)
    }

    @Test func webDriverAgentAnswersAreRead() throws {
        let walk = try Walks.read("same.jsonl")
        #expect(walk.format == "webdriveragent")
        #expect(walk.steps.map(\.utterance).compactMap { $0 }.first == "Samples Back button")
        #expect(walk.steps[3].utterance == nil)
        #expect(walk.steps[3].line == 4)
    }

    @Test func blankLinesAndCarriageReturnsAreSkipped() throws {
        let walk = try WalkFormats.read("Samples Back button\r\n\r\n  Settings Heading  \r\n", file: "walk.txt")
        #expect(walk.steps.map(\.utterance) == ["Samples Back button", "Settings Heading"])
        #expect(walk.steps.map(\.line) == [1, 3])
    }

    /// The error reading a fixture, or nil when it reads.
    private func error(reading name: String) throws -> WalkError? {
        let text = try Walks.text(name)
        do {
            _ = try WalkFormats.read(text, file: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnknownActionIsLocated() throws {
        let error = try #require(try error(reading: "bad-action.json"))
        #expect(
            error.description
                == #"bad-action.json:2:14: error: an action is one of "current", "forward", "backward", "in", "out", not 'sideways'"#
        )
    }

    @Test func aBrokenAnswerIsLocatedOnItsLine() throws {
        let error = try #require(try error(reading: "bad-line.jsonl"))
        #expect(error.description == "bad-line.jsonl:3:44: error: the object is never closed; add '}'")
    }

    /// Whatever the bytes, reading ends in steps or a located error, never a crash.
    @Test(arguments: [
        "[", "[1]", "[{}]", "[{\"utterance\": 3}]", "{", "{\"value\": []}", "{\"value\": {}}", "{}\n{\"value\": 1}",
        "[{\"action\": 1, \"utterance\": \"a\"}]", "\u{0}", "]", "{\"value\": \"text\"}", "[]", "",
    ])
    func hostileInputIsAnErrorOrAWalk(text: String) {
        do {
            _ = try WalkFormats.read(text, file: "w")
        } catch {
            #expect(error.location.line >= 1)
            #expect(error.location.column >= 1)
            #expect(error.exitStatus.rawValue == 65)
        }
    }

    /// Every fixture cut short at every character reads as a walk or fails at a place inside
    /// what is left.
    @Test(arguments: ["changed.json", "same.jsonl", "reordered.txt", "alert.jsonl", "bad-action.json"])
    func everyTruncationIsAWalkOrALocatedError(name: String) throws {
        let text = try Walks.text(name)
        for end in text.indices {
            let prefix = String(text[..<end])
            do {
                let walk = try WalkFormats.read(prefix, file: name)
                _ = Comparison(walk: walk, screen: "settings", said: [])
            } catch {
                let lines = prefix.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
                #expect((1...lines.count).contains(error.location.line), "\(error)")
                #expect(error.location.column >= 1, "\(error)")
            }
        }
    }
}
