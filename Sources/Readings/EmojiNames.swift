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
    /// beside it. In the languages of ``symbolNamingLanguages``, symbols written without the
    /// emoji variation selector ("❤", "©", "™") and currency signs not before a number ("¥") are
    /// named too.
    package func replacingEmoji(in text: String, locale: String) -> String {
        let symbols = Self.symbolNamingLanguages.contains(Readings.language(of: locale))
        guard text.unicodeScalars.contains(where: { Self.mayStartEmoji($0) || symbols && Self.isCurrency($0) }) else {
            return text
        }
        var result = ""
        var changed = false
        var spaceOwed = false
        var characters = text.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            guard Self.isEmojiCandidate(character) || symbols && Self.isSymbol(character, before: next),
                let name = name(of: character, locale: locale)
            else {
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

    /// The languages whose espeak-ng voice says nothing for a symbol written as text ("❤", "©",
    /// "¥"): Japanese and Chinese. Other voices name the ones they know themselves.
    package static let symbolNamingLanguages: Set<String> = ["ja", "zh"]

    /// The name of one emoji (a grapheme cluster) in `locale`, or nil when it has none. An emoji
    /// newer than the installed CLDR is named by its Unicode name, in English ("🫨" → "shaking
    /// face"), and a warning says once that the locale has no name for it.
    package func name(of emoji: Character, locale: String) -> String? {
        let written = String(emoji)
        let plain = String(String.UnicodeScalarView(written.unicodeScalars.filter { $0.value != 0xFE0F }))
        let chain = Self.localeChain(locale)
        if let name = lookUp(written, chain) ?? lookUp(plain, chain) { return name }
        // An emoji CLDR does not name: its parts' names, when every part has one.
        guard isAvailable else { return nil }
        let parts = plain.unicodeScalars.filter { $0.value != 0x200D }
        let cldrNames = parts.map { lookUp(String($0), chain) }
        let names = zip(parts, cldrNames).map { part, name in name ?? Self.unicodeName(part) }
        guard !names.isEmpty, names.allSatisfy({ $0 != nil }) else { return nil }
        if cldrNames.contains(where: { $0 == nil }) {
            Notices.once(
                .unicodeNames,
                "emoji newer than the installed Unicode CLDR (\(written) first) have no name in \(locale) or English: "
                    + "their Unicode name is read, in English")
        }
        return names.compactMap { $0 }.joined(separator: ", ")
    }

    /// The Unicode name of an emoji character, lower-cased ("shaking face"); nil for anything
    /// else (a tag, a variation selector), which leaves the emoji without a name.
    private static func unicodeName(_ scalar: Unicode.Scalar) -> String? {
        guard scalar.properties.isEmoji, scalar.value >= 0x80 else { return nil }
        return scalar.properties.name?.lowercased()
    }

    /// Parses the names of `locale` and its parents now, so that its first emoji costs a lookup.
    package func preload(locale: String) {
        for file in Self.localeChain(locale) { _ = table(file) }
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
    /// A name of "↑↑↑" (inherit from the parent) is skipped, so the parent's is found. The lines
    /// are searched byte by byte: a skin tone after the opening quote (`cp="🏼"`) joins the quote in
    /// one character.
    package static func parseNames(_ xml: String, into table: inout [String: String]) {
        let opening = Array("<annotation cp=\"".utf8)
        let tts = Array("\" type=\"tts\">".utf8)
        let closing = Array("</annotation>".utf8)
        for bytes in xml.utf8.split(separator: UInt8(ascii: "\n")) {
            let line = Array(bytes)
            guard let start = line.firstRange(of: opening),
                let quote = line[start.upperBound...].firstIndex(of: UInt8(ascii: "\"")),
                line[quote...].starts(with: tts),
                let end = line[(quote + tts.count)...].firstRange(of: closing)
            else { continue }
            let name = unescaped(String(decoding: line[(quote + tts.count)..<end.lowerBound], as: UTF8.self))
            guard !name.isEmpty, name != "↑↑↑" else { continue }
            table[unescaped(String(decoding: line[start.upperBound..<quote], as: UTF8.self))] = name
        }
    }

    private static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
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

    private static func isCurrency(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.generalCategory == .currencySymbol
    }

    /// Whether a cluster is a symbol written as text: one scalar outside ASCII that is an emoji
    /// ("❤", "©") or a currency sign, the sign only when no number follows ("¥", not "¥1,200",
    /// which the language's step reads as an amount).
    private static func isSymbol(_ character: Character, before next: Character?) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.value >= 0x80
        else { return false }
        if isCurrency(scalar) { return !(next?.isNumber ?? false) }
        return scalar.properties.isEmoji
    }

    /// Whether a cluster is shown as an emoji: one with emoji presentation, or made one by a
    /// variation selector, a keycap or a joiner. Digits, "#" and "©" on their own are not.
    private static func isEmojiCandidate(_ character: Character) -> Bool {
        character.unicodeScalars.contains {
            $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
        }
    }
}
