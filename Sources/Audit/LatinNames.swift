import Foundation
import SpeechBridge

/// Names written in Latin letters in text of another language: a brand, a product, a technology, a
/// person, an address. Localisations keep them as their owners write them ("Открыть в Safari",
/// "Apple ID を管理", "WLAN und Bluetooth"), and VoiceOver reads them as names; an English phrase
/// left untranslated ("Добавить в cart", "Add To Cart") is another matter. What tells them apart
/// is the words' shape, by these rules:
///
/// - A *term* is a name on its own, wherever it stands: a word with a capital after a lower-case
///   letter ("iCloud", "DuckDuckGo", "YouTube"), letters with digits ("MP3", "5G"), a word of
///   capitals ("USB", "ID", "WLAN"), capitalised parts joined by a hyphen or full stop
///   ("Wi-Fi"), or a term joined by a hyphen to a word of the locale's script ("VPN-виджет").
/// - An address, a handle and an identifier are names as written: a URL, an e-mail address or a
///   host name ("duckduckgo.com/about", "dax@duck.com"), a word after "@" or "#" ("@bob:matrix.org",
///   "#general"), and words joined by underscores ("room_id").
/// - A run of foreign words (those the voice cannot say as its own, side by side) is a name when
///   each is a term or starts with a capital and none is an English function word ("Safari",
///   "Apple ID", "John Appleseed"), a word joined by hyphens judged by each of its parts. A run
///   with a word in lower case or a function word ("cart", "Add To Cart", "Sign In",
///   "End-to-end") is a phrase: its words other than terms are not names.
///
/// A capitalised English word alone, or English words each capitalised without a function word
/// ("Cart", "Continue", "Get Started"), is shaped as a name is, and is taken for one.
enum LatinNames {
    /// The words of `words` (a text's words in order, as ``VoiceWords`` splits it, each with
    /// whether the voice cannot say it as a word of its language) that are names: those of
    /// `written` (the words of what ``writtenAsNames(in:)`` finds), terms, and the words of runs
    /// that are names. In a locale written in Latin letters, a run is of foreign words side by
    /// side; in another, of words with Latin letters, whatever the voice makes of each.
    static func names(
        among words: [(word: String, foreign: Bool)], written: Set<String>, latinLocale: Bool
    ) -> Set<String> {
        var names = written
        var run: [String] = []
        func endRun() {
            names.formUnion(isName(run) ? run : run.filter(isTerm))
            run = []
        }
        for (word, foreign) in words {
            if written.contains(word) {
                endRun()
            } else if word.contains(where: isLatinLetter), foreign || !latinLocale {
                run.append(word)
            } else {
                endRun()
            }
        }
        endRun()
        return names
    }

    /// Whether a run of foreign words, side by side, is a name rather than a phrase (see
    /// ``LatinNames``).
    static func isName(_ run: [String]) -> Bool {
        run.allSatisfy { word in
            isTerm(word)
                || latinParts(of: word).allSatisfy { $0.first?.isUppercase == true && !isFunctionWord(String($0)) }
        }
    }

    /// Whether `word` is shaped as a name on its own (see ``LatinNames``).
    static func isTerm(_ word: String) -> Bool {
        let parts = latinParts(of: word)
        // A term joined to a word of the locale's own script ("VPN-виджет", "DNS-сервер").
        if parts.count == 1, parts[0].count < word.count { return isTerm(String(parts[0])) }
        let letters = word.filter(\.isLetter)
        guard letters.count >= 2 || (!letters.isEmpty && word.contains(where: \.isNumber)) else { return false }
        if word.contains(where: \.isNumber) { return true }
        if letters.allSatisfy(\.isUppercase) { return true }
        if zip(letters, letters.dropFirst()).contains(where: { $0.isLowercase && $1.isUppercase }) { return true }
        return parts.count > 1 && parts.allSatisfy { $0.first?.isUppercase == true }
    }

    /// The parts of `word` between hyphens and full stops that hold a Latin letter.
    private static func latinParts(of word: String) -> [Substring] {
        word.split(whereSeparator: { $0 == "-" || $0 == "." }).filter { $0.contains(where: isLatinLetter) }
    }

    /// The runs of `text` written as names whatever their words: its addresses, its handles
    /// ("@bob:matrix.org", "#general") and its identifiers ("room_id").
    static func writtenAsNames(in text: String) -> [Substring] {
        tokens(of: text).flatMap { token -> [Substring] in
            if isAddress(token) { return [token] }
            var found: [Substring] = []
            var rest = token[...]
            // A handle: "@" or "#" and what follows it up to a space.
            if let mark = rest.firstIndex(where: { $0 == "@" || $0 == "#" }),
                rest[rest.index(after: mark)...].first?.isLetter == true
            {
                found.append(rest[mark...])
                rest = rest[..<mark]
            }
            // An identifier: letters or digits joined by underscores.
            let identifiers = rest.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            return found + identifiers.filter { $0.contains("_") }
        }
    }

    /// The runs of `text` between spaces, without the punctuation around them.
    private static func tokens(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace).map { token in
            let start = token.firstIndex(where: { !enclosing.contains($0) }) ?? token.endIndex
            let end = token.lastIndex(where: { !enclosing.contains($0) }).map(token.index(after:)) ?? start
            return start < end ? token[start..<end] : token[start..<start]
        }
    }

    /// Punctuation around a word that is not part of it.
    private static let enclosing: Set<Character> = [
        "(", ")", "[", "]", "«", "»", "\"", "“", "”", "„", "「", "」", "（", "）", ",", ";", ":", "!", "?", "、",
        "。", "：", "…",
    ]

    /// Whether `token`, a run of characters without spaces, is an address: a URL ("https://…",
    /// "www.…"), an e-mail address, or a host name with or without a path
    /// ("duckduckgo.com/about"; a document's name, "Invoice.pdf", is shaped so too, and is a name
    /// as well).
    private static func isAddress(_ token: Substring) -> Bool {
        let lower = token.lowercased()
        if lower.contains("://") || lower.hasPrefix("www.") { return true }
        // The host: after the "@" of an e-mail address, up to a path's first "/".
        let host = (token.split(separator: "@", maxSplits: 1).last ?? token).prefix { $0 != "/" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        // At least two labels, none empty, the last (the top-level domain) of letters.
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let domain = labels.last else { return false }
        return domain.count >= 2 && domain.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// English words that join a phrase and are never part of a name in a label: articles,
    /// prepositions, conjunctions and pronouns ("Add To Cart", "Sign In", "Open Your Files").
    static let functionWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for", "from", "with",
        "without", "into", "onto", "over", "under", "up", "down", "out", "off", "about", "as", "is", "are", "was",
        "be", "this", "that", "these", "those", "it", "its", "your", "my", "our", "their", "his", "her", "you",
        "we", "they", "not", "no",
    ]

    static func isFunctionWord(_ word: String) -> Bool { functionWords.contains(word.lowercased()) }

    private static func isLatinLetter(_ character: Character) -> Bool {
        character.isLetter && character.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && isLatin($0) }
    }

    /// Whether `scalar` is in a Latin block of Unicode (Basic Latin to Latin Extended Additional).
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value)
    }
}
