import AccessibilityModel
import AppFiles
import Foundation
import Localization
import Reporting

/// Finds and reads the strings tables beside a screen file: `<name>.lproj/*.strings`,
/// `<name>.lproj/*.stringsdict` and `*.xcstrings`, merged per localisation.
struct StringTableLoader {
    let log: DiagnosticLog
    /// How to name a file in diagnostics.
    let displayPath: (URL) -> String
    /// The folder tables are read from, at any depth (nil: anywhere): a table or `.lproj` that
    /// links outside it is reported, not read.
    var folder: URL? = nil

    struct Tables {
        var tables: [String: [String: LocalizedString]] = [:]
        var sourceLanguage: String?
        /// The table files read.
        var files: [URL] = []
        /// Whether every table read whole (a table with an error is left out).
        var complete = true
    }

    /// Reads every table in `directory`. When two define the same key for a localisation, the
    /// later one wins, in this fixed order (never the order of file names across kinds): string
    /// catalogs (`*.xcstrings`) first, then each `<localization>.lproj`'s `.strings` files, then
    /// its `.stringsdict` files (as Foundation prefers a `.stringsdict` entry); files of one
    /// kind in name order. So a per-locale table overrides a catalog.
    func load(directory: URL) -> Tables {
        var result = Tables()
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return result }
        for name in names.sorted() where name.hasSuffix(StringTableFormat.xcstrings.suffix) {
            read(directory.appendingPathComponent(name), format: .xcstrings, into: &result)
        }
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let url = directory.appendingPathComponent(name)
            let files = ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            for format in StringTableFormat.allCases where format.isPerLocalization {
                for file in files where file.hasSuffix(format.suffix) {
                    read(url.appendingPathComponent(file), format: format, into: &result)
                }
            }
        }
        return result
    }

    private func read(_ url: URL, format: StringTableFormat, into result: inout Tables) {
        result.files.append(url)
        guard let tables = read(url, format: format) else {
            result.complete = false
            return
        }
        result.sourceLanguage = result.sourceLanguage ?? tables.sourceLanguage
        for (localization, entries) in tables.tables {
            result.tables[localization, default: [:]].merge(entries) { _, new in new }
        }
    }

    private func read(_ url: URL, format: StringTableFormat) -> Tables? {
        if let folder, !InputFile.isInside(url, folder: folder) {
            log.error(
                .start(of: displayPath(url)),
                "this strings table links outside the app's folder \(folder.standardizedFileURL.path.quotedForMessage()) and is not read"
            )
            return nil
        }
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            log.error(.start(of: displayPath(url)), "cannot read this strings table: \(error.reason)")
            return nil
        }
        return read(data, format: format, file: url)
    }

    /// Reads one table's contents; `file` names it in diagnostics and, for the formats kept in
    /// `<localization>.lproj`, gives the localisation by its directory. Nil after reporting why
    /// it cannot be read.
    func read(_ data: Data, format: StringTableFormat, file: URL) -> Tables? {
        let localization = String(file.deletingLastPathComponent().lastPathComponent.dropLast(".lproj".count))
        do throws(TableFailure) {
            switch format {
            case .strings:
                return readStrings(data, file: file).map { Tables(tables: [localization: $0]) }
            case .stringsdict:
                return Tables(tables: [localization: try StringsDictParser.parse(data)])
            case .xcstrings:
                let catalog = try StringCatalogParser.parse(data)
                return Tables(tables: catalog.tables, sourceLanguage: catalog.sourceLanguage)
            }
        } catch {
            let location =
                error.keyPath.isEmpty
                ? nil : PropertyListKeys.location(of: error.keyPath, in: data, file: displayPath(file))
            log.error(location ?? .start(of: displayPath(file)), error.message)
            return nil
        }
    }

    private func readStrings(_ data: Data, file url: URL) -> [String: LocalizedString]? {
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, encoding: .utf8)
        }
        guard let text else {
            log.error(
                .start(of: displayPath(url)),
                "a .strings table must be UTF-8 or UTF-16 with a byte order mark")
            return nil
        }
        do {
            var entries: [String: LocalizedString] = [:]
            for entry in try StringsFileParser.parse(text, file: displayPath(url)) {
                if entries[entry.key] != nil {
                    log.warning(
                        entry.location,
                        "\"\(entry.key.quotedForMessage())\" is defined twice; the later entry is used")
                }
                entries[entry.key] = .text(FormatString(entry.value))
            }
            return entries
        } catch {
            log.error(error.location, error.message)
            return nil
        }
    }
}
