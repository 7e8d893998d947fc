import Comparison
import Testing

/// The forms people keep walks in, each told from its content.
@Suite struct PublicFormatTests {
    private func read(_ text: String) throws -> Walk { try WalkFormats.read(text, file: "w") }

    @Test func prettyPrintedWebDriverAgentAnswersAreRead() throws {
        let walk = try read(
            """
            {
              "value" : {
                "utterance" : "Samples Back button"
              },
              "sessionId" : "5C1A"
            }
            {
              "value" : {
                "utterance" : "Settings Heading"
              },
              "sessionId" : "5C1A"
            }
            """)
        #expect(walk.format == "webdriveragent")
        #expect(walk.steps.map(\.utterance) == ["Samples Back button", "Settings Heading"])
        #expect(walk.steps.map(\.line) == [1, 7])
        #expect(walk.steps.map(\.action) == [.current, .forward])
    }

    @Test func anErrorAnswerIsAMoveWithoutUtterance() throws {
        let walk = try read(
            """
            {"value": {"utterance": "Samples Back button"}, "sessionId": "5C1A"}
            {"value": {"error": "unknown error", "message": "No speech was produced", "traceback": ""}, "sessionId": "5C1A"}
            {"value": {"utterance": "Settings Heading"}, "sessionId": "5C1A"}
            """)
        #expect(walk.steps.map(\.utterance) == ["Samples Back button", nil, "Settings Heading"])
    }

    @Test func appiumResultsOneALineAreRead() throws {
        let walk = try read(
            """
            {"utterance": "Samples Back button"}
            {"utterance": "Settings Heading"}
            {"utterance": null}
            """)
        #expect(walk.format == "appium")
        #expect(walk.steps.map(\.utterance) == ["Samples Back button", "Settings Heading", nil])
        #expect(walk.steps.map(\.action) == [.current, .forward, .forward])
    }

    @Test func jsonLinesOfStepsAreRead() throws {
        let walk = try read(
            """
            {"action": "current", "utterance": "Settings Heading"}
            {"action": "backward", "utterance": "Samples Back button"}
            """)
        #expect(walk.format == "steps")
        #expect(walk.steps.map(\.action) == [.current, .backward])
        #expect(walk.steps.map(\.line) == [1, 2])
    }

    @Test func aloudsSchemaIsReadWithItsLines() throws {
        let walk = try read(
            """
            {"schemaVersion": 1, "screen": "settings",
             "steps": [
               {"action": "current", "sequence": 0, "utterance": "VoiceOver on"},
               {"action": "forward", "sequence": 1, "utterance": "Settings Heading"}]}
            """)
        #expect(walk.format == "aloud")
        #expect(walk.steps.map(\.line) == [3, 4])
    }

    @Test func commentLinesAreNotUtterances() throws {
        let walk = try read("# recorded on iOS 27\nSamples Back button\n  # moved on\nSettings Heading\n")
        #expect(walk.steps.map(\.utterance) == ["Samples Back button", "Settings Heading"])
        #expect(walk.steps.map(\.line) == [2, 4])
    }

    @Test func aBrokenAnswerOverSeveralLinesIsLocatedInTheFile() throws {
        do throws(WalkError) {
            _ = try WalkFormats.read(
                "{\"value\": {\"utterance\": \"A\"}}\n{\n  \"value\": {\"utterance\": 3}\n}\n", file: "w")
            Issue.record("read a broken answer")
        } catch {
            #expect(error.description == "w:3:26: error: an utterance must be text or null, not '3'")
        }
    }
}
