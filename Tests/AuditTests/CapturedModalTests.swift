import AppLoading
import Audit
import Foundation
import ScreenFiles
import Testing

/// `modal-without-escape` on captures, which record no actions: an alert with buttons (UIKit
/// performs its cancel button on escape) is not flagged; a modal view without any button is,
/// saying the capture cannot tell.
struct CapturedModalTests {
    /// Tests/CapturesTests/Fixtures, the capture fixtures written for the capture reader.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CapturesTests/Fixtures")

    static func modalFindings(_ url: URL) throws -> [String] {
        let app = try AppSource.load(url: url).app
        return try Auditor(rules: [ModalWithoutEscapeRule()], voices: AuditTestSupport.voices)
            .audit(app, locales: ["en-US", "ru"]).map(\.message)
    }

    @Test func aCapturedAlertWithButtonsIsNotFlagged() throws {
        let alert = Self.fixtures.appendingPathComponent("wda-alert-over-pushed-page.xml")
        #expect(try Self.modalFindings(alert).isEmpty)
    }

    @Test func theSameAlertWrittenAsAScreenFileWithoutEscapeIsFlagged() throws {
        let captured = try AppSource.load(url: Self.fixtures.appendingPathComponent("wda-alert-over-pushed-page.xml"))
        let written = ScreenFileWriter.yaml(captured.app, comments: [:])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("alert.yaml")
        try written.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.modalFindings(file).count == 2)
    }

    @Test func aCapturedModalWithoutAnyButtonIsFlaggedAsUnknowable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = directory.appendingPathComponent("uploading.xml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeSheet type="XCUIElementTypeSheet" name="Uploading" enabled="true" visible="true" accessible="false" x="20" y="600" width="350" height="200" index="0">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Uploading…" label="Uploading…" enabled="true" visible="true" accessible="true" x="36" y="620" width="318" height="40" index="0"/>
              </XCUIElementTypeSheet>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """.write(to: capture, atomically: true, encoding: .utf8)
        let messages = try Self.modalFindings(capture)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("holds no button, and a capture records no actions") })
    }
}
