import Findings
import Foundation

/// Where each key of an app's strings tables is written: `NAME.lproj/*.strings` lines
/// `"key" = …`, `.stringsdict` top-level `<key>key</key>`, and a string catalog's (`*.xcstrings`)
/// `"key" : {` line for every language, found beside the screen file.
struct StringSourceIndex: Sendable {
    private var locations: [String: [String: SourceLocation]] = [:]
    private var catalogLocations: [String: SourceLocation] = [:]

    init(appFile: URL) {
        let directory = appFile.deletingLastPathComponent()
        let folders =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for catalog in folders where catalog.pathExtension == "xcstrings" {
            guard let text = try? String(contentsOf: catalog, encoding: .utf8) else { continue }
            indexCatalog(text, file: catalog)
        }
        for folder in folders where folder.pathExtension == "lproj" {
            let table = folder.deletingPathExtension().lastPathComponent
            let files =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                index(text, file: file, table: table, plist: file.pathExtension == "stringsdict")
            }
        }
    }

    private mutating func index(_ text: String, file: URL, table: String, plist: Bool) {
        var depth = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let column = line.count - trimmed.count + 1
            var key: Substring?
            if plist {
                if trimmed.hasPrefix("<key>"), depth == 1, let end = trimmed.range(of: "</key>") {
                    key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<end.lowerBound]
                }
                if trimmed.hasPrefix("<dict>") { depth += 1 }
                if trimmed.hasPrefix("</dict>") { depth -= 1 }
            } else if trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") {
                key = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            }
            if let key, locations[table]?[String(key)] == nil {
                locations[table, default: [:]][String(key)] = SourceLocation(
                    file: file.path, line: number + 1, column: column)
            }
        }
    }

    /// The keys of a catalog's `strings` object: the lines `"key" : {` one level inside it.
    private mutating func indexCatalog(_ text: String, file: URL) {
        var keyIndent: Int?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("\"strings\"") {
                keyIndent = nil
                continue
            }
            guard trimmed.hasPrefix("\""), trimmed.hasSuffix("{"),
                let close = trimmed.dropFirst().firstIndex(of: "\"")
            else { continue }
            if keyIndent == nil { keyIndent = indent }
            guard indent == keyIndent else { continue }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            if catalogLocations[key] == nil {
                catalogLocations[key] = SourceLocation(file: file.path, line: number + 1, column: indent + 1)
            }
        }
    }

    func location(table: String, key: String) -> SourceLocation? {
        locations[table]?[key] ?? catalogLocations[key]
    }
}
