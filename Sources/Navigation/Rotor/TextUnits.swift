/// The characters and words the rotor reads an element's text by.
///
/// Words follow Unicode's word boundaries (Unicode Standard Annex #29, rules WB3a–WB13b) as ICU
/// draws them for the root locale (with CLDR's changes, see ``WordBreak``), and so as VoiceOver
/// does: "432.39", "3,000", "can't", "e.g" and "me@example.com" are one word, "stop-me" and
/// "10:30" are two. They are cut here because
/// swift-corelibs-foundation has no word enumeration (`enumerateSubstrings(options: .byWords)` is
/// unavailable on Linux) and exposes none of ICU's break iterators.
///
/// Where ICU looks words up in a dictionary (Chinese and Japanese, and Thai, Lao, Khmer and
/// Myanmar, which put no spaces between words), no small rule can follow it: each Han character
/// and each hiragana is a word, as the annex's default rules give, a run of katakana is one word,
/// and a run of Thai or the other three is one word up to the next space or punctuation, as ICU
/// cuts it before its dictionary does.
enum TextUnits {
    /// Every character, spaces included (VoiceOver says "space").
    static func characters(of text: String) -> [String] {
        text.map(String.init)
    }

    /// The segments between word boundaries that are words, as ICU's rule status tells them: those
    /// with a letter, digit, kana or ideograph, and those of more than one unit, since only word
    /// rules join units (connector punctuation, "__", by WB13a). Spaces, punctuation and emoji
    /// are left out.
    static func words(of text: String) -> [String] {
        let units = self.units(of: text)
        var words: [String] = []
        var start = 0
        for end in stride(from: 1, through: units.count, by: 1) where end == units.count || breaks(units, before: end) {
            if end - start > 1 || units[start..<end].contains(where: { $0.kind.isWordCharacter }) {
                words.append(String(text[units[start].range.lowerBound..<units[end - 1].range.upperBound]))
            }
            start = end
        }
        return words
    }

    /// A character with the Word_Break value of its first scalar that WB4 does not ignore.
    private struct Unit {
        var range: Range<String.Index>
        var kind: WordBreak
    }

    /// The text's characters (so CR LF, emoji sequences and flags stay whole, as WB3, WB3c and
    /// WB15–16 want), each followed by the ignored ones after it (WB4): a soft hyphen or a
    /// direction mark belongs to the character before it, except at the start or after a line
    /// break.
    private static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        for index in text.indices {
            let next = text.index(after: index)
            let kinds = text[index].unicodeScalars.map(WordBreak.init)
            let kind = kinds.first { $0 != .ignored } ?? .ignored
            if kind == .ignored, let last = units.last, last.kind != .newline {
                units[units.count - 1].range = last.range.lowerBound..<next
            } else {
                units.append(Unit(range: index..<next, kind: kind))
            }
        }
        return units
    }

    /// Whether there is a word boundary between `units[index - 1]` and `units[index]`, by rules
    /// WB3a to WB13b (WB999: everywhere else). WB4 is in ``units(of:)``.
    private static func breaks(_ units: [Unit], before index: Int) -> Bool {
        let previous = units[index - 1].kind
        let next = units[index].kind
        let beforePrevious = index >= 2 ? units[index - 2].kind : .other
        let afterNext = index + 1 < units.count ? units[index + 1].kind : .other
        if previous == .newline || next == .newline { return true }  // WB3a, WB3b
        let joined =
            (previous.isLetter && next.isLetter)  // WB5
            || (previous.isLetter && next.joinsLetters && afterNext.isLetter)  // WB6
            || (beforePrevious.isLetter && previous.joinsLetters && next.isLetter)  // WB7
            || (previous == .hebrewLetter && next == .singleQuote)  // WB7a
            || (previous == .hebrewLetter && next == .doubleQuote && afterNext == .hebrewLetter)  // WB7b
            || (beforePrevious == .hebrewLetter && previous == .doubleQuote && next == .hebrewLetter)  // WB7c
            || (previous == .numeric && next == .numeric)  // WB8
            || (previous.isLetter && next == .numeric)  // WB9
            || (previous == .numeric && next.isLetter)  // WB10
            || (beforePrevious == .numeric && previous.joinsNumbers && next == .numeric)  // WB11
            || (previous == .numeric && next.joinsNumbers && afterNext == .numeric)  // WB12
            || (previous == .katakana && next == .katakana)  // WB13
            || (previous == .hangul && next == .hangul)  // ICU's $HangulSyllable $HangulSyllable
            || ((previous.isLetter || [.numeric, .katakana, .extendNumLet].contains(previous))
                && next == .extendNumLet)  // WB13a
            || (previous == .extendNumLet && (next.isLetter || [.numeric, .katakana].contains(next)))  // WB13b
        return !joined
    }
}
