import Foundation
import Synchronization

/// Emoji's spoken names: the short names ("tts" annotations) of Unicode CLDR, read from Debian's
/// `unicode-cldr-core` at run time. `annotations/<locale>.xml` names single emoji;
/// `annotationsDerived/<locale>.xml` names the sequences (skin tones, ZWJ families, flags,
/// keycaps). Each locale's files are parsed once, when an emoji is first read in it.
///
/// A grapheme cluster is the unit: "👍🏽" is one name ("thumbs up: medium skin tone"), not two. A
/// name is looked up in the locale, then its parents ("zh-Hans" → `zh`), then English; an emoji
/// without a name anywhere stays as it is. Without the data, every emoji stays as it is, and a
/// warning says so once.
package final class EmojiNames: Sendable {
    /// The names in Debian's CLDR (`/usr/share/unicode/cldr/common`).
    package static let installed = EmojiNames(directory: "/usr/share/unicode/cldr/common")

    /// The CLDR `common` folder read.
    package let directory: String
    private let tables = Mutex<[String: [String: String]]>([:])

    package init(directory: String) {
        self.directory = directory
    }

    /// Whether the data is there: English names at least.
    package var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory + "/annotations/en.xml")
    }

    /// `text` with each emoji replaced by its name in `locale`, set off by spaces from the words
    /// beside it.
    package func replacingEmoji(in text: String, locale: String) -> String {
        guard text.unicodeScalars.contains(where: Self.mayStartEmoji) else { return text }
        var result = ""
        var changed = false
        var spaceOwed = false
        for character in text {
            guard Self.isEmojiCandidate(character), let name = name(of: character, locale: locale) else {
                if spaceOwed, !character.isWhitespace { result.append(" ") }
                spaceOwed = false
                result.append(character)
                continue
            }
            if let last = result.last, !last.isWhitespace { result.append(" ") }
            result += name
            spaceOwed = true
            changed = true
        }
        return changed ? result : text
    }

    /// The name of one emoji (a grapheme cluster) in `locale`, or nil when CLDR has none.
    package func name(of emoji: Character, locale: String) -> String? {
        let written = String(emoji)
        let plain = String(String.UnicodeScalarView(written.unicodeScalars.filter { $0.value != 0xFE0F }))
        let chain = Self.localeChain(locale)
        if let name = lookUp(written, chain) ?? lookUp(plain, chain) { return name }
        // A sequence CLDR does not name: its parts' names, when every part has one.
        let parts = plain.unicodeScalars.filter { $0.value != 0x200D }
        guard parts.count > 1 else { return nil }
        let names = parts.map { lookUp(String($0), chain) }
        guard names.allSatisfy({ $0 != nil }) else { return nil }
        return names.compactMap { $0 }.joined(separator: ", ")
    }

    private func lookUp(_ key: String, _ chain: [String]) -> String? {
        for file in chain {
            if let name = table(file)[key] { return name }
        }
        return nil
    }

    /// The CLDR files to look in, most specific first: "zh-Hans-CN" → zh_Hans_CN, zh_Hans, zh, en.
    package static func localeChain(_ locale: String) -> [String] {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = subtags.first else { return ["en"] }
        var chain: [String] = []
        for count in stride(from: subtags.count, through: 1, by: -1) {
            chain.append(([first.lowercased()] + subtags[1..<count]).joined(separator: "_"))
        }
        // Traditional Chinese is named by its script or by the regions that write it.
        if first.lowercased() == "zh",
            subtags.dropFirst().contains(where: { ["Hant", "TW", "HK", "MO"].contains($0) }),
            !chain.contains("zh_Hant")
        {
            chain.insert("zh_Hant", at: chain.count - 1)
        }
        if !chain.contains("en") { chain.append("en") }
        return chain
    }

    /// One locale's names (both files), parsed on first use; empty when it has no files.
    private func table(_ file: String) -> [String: String] {
        if let table = tables.withLock({ $0[file] }) { return table }
        if file == "en", !isAvailable {
            Notices.once(
                .emojiNames,
                "emoji are spoken as written: their names (Unicode CLDR, Debian's unicode-cldr-core) are not in \(directory)"
            )
        }
        var table: [String: String] = [:]
        for folder in ["annotationsDerived", "annotations"] {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(folder)/\(file).xml") else {
                continue
            }
            Self.parseNames(String(decoding: data, as: UTF8.self), into: &table)
        }
        tables.withLock { $0[file] = table }
        return table
    }

    /// Reads the `<annotation cp="…" type="tts">name</annotation>` lines of a CLDR annotations file.
    /// A name of "↑↑↑" (inherit from the parent) is skipped, so the parent's is found.
    package static func parseNames(_ xml: String, into table: inout [String: String]) {
        for line in xml.split(separator: "\n") {
            guard let start = line.range(of: "<annotation cp=\""),
                let quote = line[start.upperBound...].firstIndex(of: "\""),
                line[quote...].hasPrefix("\" type=\"tts\">"),
                let end = line.range(of: "</annotation>", range: quote..<line.endIndex)
            else { continue }
            let nameStart = line.index(quote, offsetBy: "\" type=\"tts\">".count)
            guard nameStart <= end.lowerBound else { continue }
            let name = unescaped(line[nameStart..<end.lowerBound])
            guard !name.isEmpty, name != "↑↑↑" else { continue }
            table[unescaped(line[start.upperBound..<quote])] = name
        }
    }

    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = String(text)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }

    /// Whether a scalar can begin or be part of an emoji: the quick test before a text is read
    /// cluster by cluster.
    private static func mayStartEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && (scalar.properties.isEmoji || scalar.value == 0x20E3)
    }

    /// Whether a cluster is shown as an emoji: one with emoji presentation, or made one by a
    /// variation selector, a keycap or a joiner. Digits, "#" and "©" on their own are not.
    private static func isEmojiCandidate(_ character: Character) -> Bool {
        character.unicodeScalars.contains {
            $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
        }
    }
}
