import AppFiles
import Findings
import Foundation

/// Where each key of an app's strings tables is written: `NAME.lproj/*.strings` lines
/// `"key" = …`, `.stringsdict` top-level `<key>key</key>`, and in a string catalog
/// (`*.xcstrings`) the key's `"ru" : {` line under `localizations` (its `"key" : {` line for a
/// language it does not list), found beside the screen file. The loader reads the tables; this
/// finds the lines a translator fixes, for findings about a string or a translated label.
package struct StringSourceIndex: Sendable {
    private var locations: [String: [String: SourceLocation]] = [:]
    private var catalogLocations: [String: SourceLocation] = [:]

    package init(appFile: URL) {
        let directory = appFile.deletingLastPathComponent()
        let folders =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for folder in folders where folder.pathExtension == "lproj" {
            let table = folder.deletingPathExtension().lastPathComponent
            let files =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                index(text, file: file, table: table, plist: file.pathExtension == "stringsdict")
            }
        }
        // After the tables, whose lines come first for a key in both.
        for catalog in folders where catalog.pathExtension == "xcstrings" {
            guard let text = try? String(contentsOf: catalog, encoding: .utf8) else { continue }
            indexCatalog(text, file: catalog)
        }
    }

    private mutating func index(_ text: String, file: URL, table: String, plist: Bool) {
        if plist { return indexPropertyList(text, file: file, table: table) }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            if locations[table]?[key] == nil {
                locations[table, default: [:]][key] = SourceLocation(
                    file: file.path, line: number + 1, column: line.count - trimmed.count + 1)
            }
        }
    }

    /// The top-level `<key>key</key>` of a `.stringsdict`, wherever its tags are: one a line as
    /// Xcode writes them, or several on a line (`<plist><dict><key>items</key>`).
    private mutating func indexPropertyList(_ text: String, file: URL, table: String) {
        var depth = 0
        var line = 1
        var column = 1
        var rest = text[...]
        while let first = rest.first {
            if first == "<" {
                if rest.hasPrefix("<dict>") {
                    depth += 1
                } else if rest.hasPrefix("</dict>") {
                    depth -= 1
                } else if depth == 1, rest.hasPrefix("<key>"), let end = rest.range(of: "</key>") {
                    let key = String(rest[rest.index(rest.startIndex, offsetBy: 5)..<end.lowerBound])
                    if locations[table]?[key] == nil {
                        locations[table, default: [:]][key] = SourceLocation(
                            file: file.path, line: line, column: column)
                    }
                }
            }
            if first.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
    }

    /// The keys of a catalog's `strings` object: the lines `"key" : {` one level inside it, and
    /// in each the lines `"language" : {` one level inside its `"localizations"`.
    private mutating func indexCatalog(_ text: String, file: URL) {
        var keyIndent: Int?
        var key: String?
        /// The indent of the current key's `"localizations" : {` line, then of its languages.
        var localizationsIndent: Int?
        var languageIndent: Int?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("\"strings\"") {
                keyIndent = nil
                continue
            }
            if let open = localizationsIndent, indent <= open, !trimmed.isEmpty {
                localizationsIndent = nil
                languageIndent = nil
            }
            guard trimmed.hasPrefix("\""), trimmed.hasSuffix("{"),
                let close = trimmed.dropFirst().firstIndex(of: "\"")
            else { continue }
            let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let location = SourceLocation(file: file.path, line: number + 1, column: indent + 1)
            if keyIndent == nil { keyIndent = indent }
            if indent == keyIndent {
                key = name
                if catalogLocations[name] == nil { catalogLocations[name] = location }
            } else if key != nil, localizationsIndent == nil, name == "localizations" {
                localizationsIndent = indent
            } else if let key, let open = localizationsIndent, indent > open, indent == languageIndent ?? indent {
                languageIndent = indent
                if locations[name]?[key] == nil { locations[name, default: [:]][key] = location }
            }
        }
    }

    /// Where `key` is written for the localisation `table` ("ru"), when it is.
    package func location(table: String, key: String) -> SourceLocation? {
        locations[table]?[key] ?? catalogLocations[key]
    }
}
