/// The characters and words the rotor reads an element's text by.
///
/// Words are cut by hand: swift-corelibs-foundation has no word enumeration
/// (`enumerateSubstrings(options: .byWords)` is unavailable on Linux) and exposes none of ICU's
/// break iterators, so the rule below stays small: letters and digits, apostrophes and hyphens
/// inside a word, one word per ideograph.
enum TextUnits {
    /// Every character, spaces included (VoiceOver says "space").
    static func characters(of text: String) -> [String] {
        text.map(String.init)
    }

    /// Runs of letters and digits (with apostrophes and hyphens inside a word); each Han, kana or
    /// other ideographic character is a word of its own, since those scripts put no spaces
    /// between words.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if isIdeograph(character) {
                if !current.isEmpty { words.append(current) }
                words.append(String(character))
                current = ""
            } else if character.isLetter || character.isNumber
                || (!current.isEmpty && ["'", "’", "-"].contains(character))
            {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isIdeograph(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
                true
            default: false
            }
        }
    }
}
