import Foundation
import Testing

/// `earshot transcript --format jsonl` gives each element's Voice Control input labels, under the
/// key `inputLabels`, only where the element has some: its own, or UIKit's for a back button
/// (docs/voice-control.md).
@Suite struct VoiceControlTranscriptTests {
    @Test func eachElementsInputLabelsAreCarriedWhereItHasSome() throws {
        let run = try Earshot.run(
            "transcript", Earshot.samples.appendingPathComponent("voice-control.yaml").path, "--format", "jsonl")
        #expect(run.status == 0, "\(run.errors)")
        let rows = try run.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let labels = rows.map { row in
            "\(row["description"] as? String ?? ""): \((row["inputLabels"] as? [String])?.joined(separator: "|") ?? "-")"
        }
        #expect(
            labels == [
                "Mailboxes. Back Button.: Mailboxes|Back", "Send message. Button.: -",
                "Attach a file. Button.: Attach|Paper clip", "Find in this mailbox. Button.: -",
                "Download gizmo specification. Link.: -", "Edit address. Button.: Edit", "Edit payment. Button.: Edit",
                "👍. Button.: -", "Rating: 3 stars. Adjustable.: -", "Shift: -",
            ])
        // Absent, not null, where there are none: the other keys are as they always were.
        #expect(rows.filter { $0.keys.contains("inputLabels") }.count == 4)
        #expect(
            rows.allSatisfy {
                Set($0.keys).isSubset(of: ["cause", "subject", "description", "hint", "parts", "inputLabels"])
            })
    }
}
