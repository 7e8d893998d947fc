/// Splits author text at its commas, where VoiceOver pauses briefly ("Apple Inc., $432.39, up
/// 1.3%"). Each piece keeps its comma, so the pieces joined by single spaces give back the text.
///
/// An ASCII comma splits only when a space follows (so "1,000" stays whole); the fullwidth comma
/// "，", the enumeration comma "、" and the Arabic comma "،" always split.
enum CommaSplitting {
    static func pieces(of text: String) -> [String] {
        // Most texts hold no comma of any kind: told from their bytes (the wide commas' UTF-8
        // starts with one of these three).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == 0xEF || $0 == 0xE3 || $0 == 0xD8 }) else {
            return text.isEmpty ? [] : [text]
        }
        if !text.utf8.contains(where: { $0 >= 0x80 }) { return asciiPieces(of: text) }
        var pieces: [String] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            let splits =
                character.asciiValue == UInt8(ascii: ",")
                ? index < text.endIndex && text[index].isWhitespace
                : isWideComma(character) && index < text.endIndex
            guard splits else { continue }
            pieces.append(String(text[start..<index]))
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            start = index
        }
        if start < text.endIndex { pieces.append(String(text[start...])) }
        return pieces
    }

    /// The pieces of an ASCII text, read as bytes: the same as reading its characters, since
    /// each ASCII byte is a character and ASCII's white space is Unicode's there.
    private static func asciiPieces(of text: String) -> [String] {
        let bytes = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var pieces: [String] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
            index = bytes.index(after: comma)
            guard index < bytes.endIndex, isSpace(bytes[index]) else { continue }
            pieces.append(String(text[start..<index]))
            while index < bytes.endIndex, isSpace(bytes[index]) { index = bytes.index(after: index) }
            start = index
        }
        if start < bytes.endIndex { pieces.append(String(text[start...])) }
        return pieces
    }

    /// The fullwidth comma "，", the enumeration comma "、" and the Arabic comma "،".
    private static func isWideComma(_ character: Character) -> Bool {
        guard character.asciiValue == nil else { return false }
        return character == "，" || character == "、" || character == "،"
    }
}
