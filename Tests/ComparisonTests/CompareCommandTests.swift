import Foundation
import Testing

/// `earshot compare` and `earshot transcript --format spoken` run as people run them.
@Suite struct CompareCommandTests {
    @Test func aWalkThatAgreesEndsWithZero() throws {
        let run = try Walks.earshot("compare", Walks.path("same.jsonl"), "--app", Walks.settings)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("5 elements: 5 same, 0 different words"))
    }

    /// A capture is an app too; "VoiceOver on" in place of its first element is no difference.
    @Test func aWalkOverACaptureThatAgreesEndsWithZero() throws {
        let capture = Walks.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CapturesTests/Fixtures/wda-alert-over-pushed-page.xml")
        let run = try Walks.earshot("compare", Walks.path("alert.jsonl"), "--app", capture.path)
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.contains(
                "4 elements: 3 same, 0 different words, 0 another order, 0 VoiceOver only, 0 Earshot only, 1 not heard")
        )
        #expect(run.output.contains("(webdriveragent)"))
        #expect(run.errors.contains("warning: this alert is modal"))
    }

    @Test func aWalkThatDiffersEndsWithOne() throws {
        let run = try Walks.earshot(
            "compare", Walks.path("reordered.txt"), Walks.path("changed.json"), "--app", Walks.settings,
            "--app-name", "Settings")
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.contains("another order"))
        #expect(run.output.contains("VoiceOver's own announcement, said in place of the first element"))
        #expect(run.output.contains("Earshot only"))
        #expect(run.output.contains("VoiceOver did not say Earshot's trait \"Heading.\" (phrase trait.header)"))
    }

    @Test func jsonIsOneObjectAWalk() throws {
        let run = try Walks.earshot(
            "compare", Walks.path("changed.json"), Walks.path("same.jsonl"), "--app", Walks.settings, "--format", "json"
        )
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        let line = try #require(lines.first)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let first = try #require(object as? [String: Any])
        #expect(first["differs"] as? Bool == true)
        #expect((first["counts"] as? [String: Int])?["different"] == 1)
    }

    @Test func anUnreadableWalkIsAnInputErrorWithWhere() throws {
        let run = try Walks.earshot("compare", Walks.path("bad-action.json"), "--app", Walks.settings)
        #expect(run.status == 65)
        #expect(run.errors.contains("bad-action.json:2:14: error: an action is one of"))
        #expect(run.output.isEmpty)
        let missing = try Walks.earshot("compare", "/nonexistent/walk.txt", "--app", Walks.settings)
        #expect(missing.status == 65)
        #expect(missing.errors.contains("cannot read walk '/nonexistent/walk.txt'"))
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString).txt")
        try Data([0xFF, 0xFE, 0x00]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        let notText = try Walks.earshot("compare", binary.path, "--app", Walks.settings)
        #expect(notText.status == 65)
        #expect(notText.errors.contains("it is not UTF-8 text"))
    }

    @Test func withoutAWalkOrWithAnUnknownScreenTheCommandSaysSo() throws {
        let none = try Walks.earshot("compare", "--app", Walks.settings)
        #expect(none.status == 64)
        #expect(none.errors.contains("Missing expected argument '<walks> ...'"))
        let screen = try Walks.earshot(
            "compare", Walks.path("same.jsonl"), "--app", Walks.settings, "--screen", "nowhere")
        #expect(screen.status == 64)
        #expect(screen.errors.contains("no screen named 'nowhere'"))
        #expect(screen.output.isEmpty)
    }

    @Test func theSpokenTranscriptIsInTheServicesShape() throws {
        let run = try Walks.earshot("transcript", Walks.settings, "--format", "spoken")
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\n") == [
                "Samples Back Button", "Settings Heading",
                "Volume 50% Adjustable Swipe up or down with one finger to adjust the value.",
                "Wi-Fi Switch Button On Double tap to toggle setting.", "Reset All Settings Dimmed Button",
            ])
    }
}
