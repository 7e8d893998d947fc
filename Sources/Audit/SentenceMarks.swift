/// The marks that end a sentence, from Unicode's `Sentence_Terminal` property (UAX #29) rather
/// than a list: ".", "?", "!", "。", "！", "？", "।", "۔", "؟" and every other script's.
extension Character {
    /// Whether the character ends a sentence.
    package var isSentenceTerminal: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first!.properties.isSentenceTerminal
    }

    /// Whether the character is a full stop: a sentence terminal that neither asks nor exclaims
    /// (by its Unicode name: ".", "。", "।", "۔", not "?" or "！").
    package var isFullStop: Bool {
        guard isSentenceTerminal, let name = unicodeScalars.first!.properties.name else { return false }
        return !name.contains("QUESTION") && !name.contains("EXCLAMATION")
    }

    /// Whether the character ends a sentence wherever it stands: a terminal outside ASCII ("。",
    /// "！", "।"), which no abbreviation or number uses, unlike "." in "Inc." or "432.39".
    package var alwaysEndsSentence: Bool { isSentenceTerminal && !isASCII }
}
