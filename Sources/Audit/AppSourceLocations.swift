import AppFiles
import Findings
import Foundation

/// Where an app loaded from a file writes its elements and strings, as findings point at them:
/// elements and inline `strings:` as the loader located them, strings in the tables beside the
/// file (`*.lproj`, `*.xcstrings`) by their lines there.
package struct AppSourceLocations: Sendable {
    /// Where an element is written: its screen and path of child indices.
    package let element: @Sendable (_ screen: String, _ elementPath: [Int]) -> SourceLocation?
    /// Where a string is written: its localisation ("ru") and key.
    package let string: @Sendable (_ table: String, _ key: String) -> SourceLocation?

    package init(_ loaded: LoadedApp, file: URL) {
        let tables = StringSourceIndex(appFile: file)
        element = loaded.locateElement
        string = { table, key in loaded.locateString(table, key) ?? tables.location(table: table, key: key) }
    }
}
