import Findings
import Foundation
import ScreenFiles

/// Where an app loaded from a file writes its elements and strings, as findings point at them:
/// elements and inline `strings:` as the loader marked them, strings in the tables beside the
/// file (`*.lproj`, `*.xcstrings`) by their lines there.
package struct AppSourceLocations: Sendable {
    /// Where an element is written: its screen and path of child indices.
    package let element: @Sendable (_ screen: String, _ elementPath: [Int]) -> SourceLocation?
    /// Where a string is written: its localisation ("ru") and key.
    package let string: @Sendable (_ table: String, _ key: String) -> SourceLocation?

    package init(_ loaded: ScreenFileLoader.Result, file: URL) {
        let tables = StringSourceIndex(appFile: file)
        element = { screen, path in loaded.locateElement(screen, path).map(Self.location) }
        string = { table, key in
            loaded.locateString(table, key).map(Self.location) ?? tables.location(table: table, key: key)
        }
    }

    static func location(_ place: (file: String, mark: SourceMark)) -> SourceLocation {
        SourceLocation(file: place.file, line: place.mark.line, column: place.mark.column)
    }
}
