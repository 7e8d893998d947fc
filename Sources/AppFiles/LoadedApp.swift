import AccessibilityModel
import Foundation

/// An app read from a file (a screen file or a capture) and the warnings found on the way
/// (missing translations, repeated strings, what a capture gave only approximately).
public struct LoadedApp: Sendable {
    public var app: App
    public var warnings: [Diagnostic]
    /// Where an element (a screen's name and its path of child indices, each counting an
    /// element's subviews, then the elements written inline in its `accessibilityElements`) is
    /// written: its first line; nil when the format does not say.
    public var locateElement: @Sendable (_ screen: String, _ elementPath: [Int]) -> SourceLocation?

    /// Where a string written in the file itself (a screen file's `strings:`) is written, by
    /// localisation (`ru`) and key: the line of its key; nil for strings from tables beside the
    /// file, and when the format does not say.
    public var locateString: @Sendable (_ table: String, _ key: String) -> SourceLocation?

    /// Every file the app was read from: the file itself, the files it includes, its strings
    /// tables and its screens' screenshots; empty when the format does not say. A change to any is a change to the app.
    public var sources: [URL]

    public init(
        app: App, warnings: [Diagnostic], sources: [URL] = [],
        locateElement: @escaping @Sendable (String, [Int]) -> SourceLocation? = { _, _ in nil },
        locateString: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) {
        self.app = app
        self.warnings = warnings
        self.sources = sources
        self.locateElement = locateElement
        self.locateString = locateString
    }
}
