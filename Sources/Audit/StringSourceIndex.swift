import AppFiles
import Findings
import Foundation
import ScreenFiles

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

    /// The top-level `<key>key</key>` of a `.stringsdict`, as ScreenFiles' `PropertyListKeys` finds them.
    private mutating func indexPropertyList(_ text: String, file: URL, table: String) {
        for key in PropertyListKeys.keys(in: text) where key.path.count == 1 && locations[table]?[key.path[0]] == nil {
            locations[table, default: [:]][key.path[0]] = SourceLocation(
                file: file.path, line: key.line, column: key.column)
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
