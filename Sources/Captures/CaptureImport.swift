import AccessibilityModel
import AppFiles

/// Captures read into an app: the app, what was approximate, and for each screen and element
/// identifier a line saying what it was imported from (written as comments by `earshot import`).
package struct CaptureImport: Sendable {
    package var app: App
    package var warnings: [Diagnostic]
    /// Screen name → element identifier → "XCUIElementTypeButton name='Skip' (page.xml:12:13)".
    package var comments: [String: [String: String]]

    package init(app: App, warnings: [Diagnostic], comments: [String: [String: String]]) {
        self.app = app
        self.warnings = warnings
        self.comments = comments
    }
}
