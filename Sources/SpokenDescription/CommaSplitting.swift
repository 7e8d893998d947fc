/// Splits author text at its commas, where VoiceOver pauses briefly ("Apple Inc., $432.39, up
/// 1.3%"). Each piece keeps its comma, so the pieces joined by single spaces give back the text.
///
/// An ASCII comma splits only when a space follows (so "1,000" stays whole); the fullwidth comma
/// "，", the enumeration comma "、" and the Arabic comma "،" always split.
enum CommaSplitting {
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            current.append(character)
            let splits =
                character == ","
                ? characters.first?.isWhitespace == true
                : wideCommas.contains(character) && !characters.isEmpty
            guard splits else { continue }
            pieces.append(current)
            current = ""
            characters = characters.drop { $0.isWhitespace }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    private static let wideCommas: Set<Character> = ["，", "、", "،"]
}
