import AccessibilityModel
import Foundation
import Localization

/// Finds and reads the strings tables beside a screen file: `<name>.lproj/*.strings`,
/// `<name>.lproj/*.stringsdict` and `*.xcstrings`, merged per localisation.
struct StringTableLoader {
    let log: DiagnosticLog
    /// How to name a file in diagnostics.
    let displayPath: (URL) -> String

    struct Tables {
        var tables: [String: [String: LocalizedString]] = [:]
        var sourceLanguage: String?
    }

    func load(directory: URL) -> Tables {
        var result = Tables()
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return result }
        for name in names.sorted() {
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".lproj") {
                let localization = String(name.dropLast(".lproj".count))
                let files = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
                for file in files.sorted() {
                    let fileURL = url.appendingPathComponent(file)
                    if file.hasSuffix(".strings") {
                        merge(readStrings(fileURL), into: &result, localization: localization)
                    } else if file.hasSuffix(".stringsdict") {
                        merge(read(fileURL, StringsDictParser.parse), into: &result, localization: localization)
                    }
                }
            } else if name.hasSuffix(".xcstrings"), let catalog = read(url, StringCatalogParser.parse) {
                result.sourceLanguage = result.sourceLanguage ?? catalog.sourceLanguage
                for (localization, entries) in catalog.tables { merge(entries, into: &result, localization: localization) }
            }
        }
        return result
    }

    private func merge(_ entries: [String: LocalizedString]?, into result: inout Tables, localization: String) {
        guard let entries else { return }
        result.tables[localization, default: [:]].merge(entries) { _, new in new }
    }

    private func read<T>(_ url: URL, _ parse: (Data) throws(TableFailure) -> T) -> T? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            log.error(displayPath(url), SourceMark(line: 1, column: 1), "cannot read this strings table")
            return nil
        }
        do {
            return try parse(data)
        } catch {
            log.error(displayPath(url), SourceMark(line: 1, column: 1), error.message)
            return nil
        }
    }

    private func readStrings(_ url: URL) -> [String: LocalizedString]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, encoding: .utf8)
        }
        guard let text else {
            log.error(displayPath(url), SourceMark(line: 1, column: 1), "a .strings table must be UTF-8 or UTF-16 with a byte order mark")
            return nil
        }
        do {
            var entries: [String: LocalizedString] = [:]
            for entry in try StringsFileParser.parse(text) {
                if entries[entry.key] != nil {
                    log.warning(displayPath(url), entry.mark, "\"\(entry.key)\" is defined twice; the later entry is used")
                }
                entries[entry.key] = .text(FormatString(entry.value))
            }
            return entries
        } catch {
            log.error(displayPath(url), error.mark, error.message)
            return nil
        }
    }
}
