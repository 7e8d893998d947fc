/// The marks that end a sentence, from Unicode's `Sentence_Terminal` property (UAX #29) rather
/// than a list: ".", "?", "!", "。", "！", "？", "।", "۔", "؟" and every other script's.
extension Unicode.Scalar {
    /// Whether the scalar ends a sentence (`properties.isSentenceTerminal`), looked up in a table
    /// for ASCII, where most text is: a label of 100,000 elements asks it of every character.
    package var isSentenceTerminal: Bool {
        isASCII ? Self.asciiSentenceTerminals[Int(value)] : properties.isSentenceTerminal
    }

    private static let asciiSentenceTerminals = (0..<128).map {
        Unicode.Scalar(UInt8($0)).properties.isSentenceTerminal
    }
}

extension Character {
    /// Whether the character ends a sentence.
    package var isSentenceTerminal: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first!.isSentenceTerminal
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
