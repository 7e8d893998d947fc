import Foundation
import TestSupport
import Testing

/// A real `earshot serve` on a capture whose label is longer than a template may be: it serves
/// it, and serves it again when the file is saved, instead of trapping.
@Suite struct LongLabelServeTests {
    @Test func aCapturedPageOfTermsIsServedAndReloaded() async throws {
        let page = CaptureText.page(CaptureText.text(CaptureText.terms) + CaptureText.button("Agree"))
        try await ServeProcess.serving(page, named: "terms.xml") { server, file in
            // Saved again, longer: the server reads it within its half-second housekeeping.
            try CaptureText.page(
                CaptureText.text(CaptureText.terms + CaptureText.terms) + CaptureText.button("Decline")
            )
            .write(to: file, atomically: true, encoding: .utf8)
            try await Task.sleep(for: .seconds(2))
            #expect(server.process.isRunning, "the server ended: \(server.errorOutput)")
            #expect(!server.errorOutput.contains("Fatal error"))
            #expect(server.stop() == 0)
        }
    }
}
