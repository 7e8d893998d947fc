import Findings
import Foundation

/// Where each key of an app's strings tables is written: `NAME.lproj/*.strings` lines
/// `"key" = …` and `.stringsdict` top-level `<key>key</key>`, found beside the screen file.
struct StringSourceIndex: Sendable {
    private var locations: [String: [String: SourceLocation]] = [:]

    init(appFile: URL) {
        let directory = appFile.deletingLastPathComponent()
        let folders = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for folder in folders where folder.pathExtension == "lproj" {
            let table = folder.deletingPathExtension().lastPathComponent
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
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

    func location(table: String, key: String) -> SourceLocation? {
        locations[table]?[key]
    }
}
