import AccessibilityModel
import AppFiles

/// Captures read into an app: the app, what was approximate, and for each screen and element
/// identifier a line saying what it was imported from (written as comments by `earshot import`).
package struct CaptureImport: Sendable {
    package var app: App
    package var warnings: [Diagnostic]
    /// Screen name → element identifier → "XCUIElementTypeButton name='Skip' (page.xml:12:13)".
    package var comments: [String: [String: String]]
    /// Screen name → element identifier → where its tag is in the capture.
    package var marks: [String: [String: SourceLocation]]

    package init(
        app: App, warnings: [Diagnostic], comments: [String: [String: String]],
        marks: [String: [String: SourceLocation]] = [:]
    ) {
        self.app = app
        self.warnings = warnings
        self.comments = comments
        self.marks = marks
    }

    /// Where an element (a screen's name and its path of child indices) is in the capture.
    package func locateElement(screen: String, path: [Int]) -> SourceLocation? {
        guard var elements = app.screens.first(where: { $0.name == screen })?.elements, let first = path.first,
            elements.indices.contains(first)
        else { return nil }
        var element = elements[first]
        for index in path.dropFirst() {
            elements = element.children
            guard elements.indices.contains(index) else { return nil }
            element = elements[index]
        }
        return element.accessibilityIdentifier.flatMap { marks[screen]?[$0] }
    }
}
