/// The words of a text as a voice meets them, for asking espeak-ng how it says each one.
///
/// A word is a run of letters, marks and digits (with a hyphen, apostrophe or full stop between
/// two letters kept inside: "Wi-Fi", "don't"), cut where cased letters (Latin, Cyrillic, Greek…)
/// meet uncased ones (Han, kana, Arabic…), since a voice reads "WiFi设置" as two words in two
/// ways. A symbol (★, →) is a word of its own. Digits alone are left out: every voice reads
/// numbers.
enum VoiceWords {
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func end() {
            if current.contains(where: { !$0.isNumber }) { words.append(String(current)) }
            current = []
        }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if isWordCharacter(character) {
                if let last = current.last, last.isLetter, character.isLetter, last.isCased != character.isCased {
                    end()
                }
                current.append(character)
            } else if "-'’.".contains(character), current.last?.isLetter == true,
                index + 1 < characters.count, characters[index + 1].isLetter
            {
                current.append(character)
            } else {
                end()
                if character.isSymbol, !character.isWhitespace { words.append(String(character)) }
            }
        }
        end()
        return words
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
            || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }
}
