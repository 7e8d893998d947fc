/// Finds a processing instruction with no data (`<?name?>`) before the XML parser sees it:
/// Foundation's `XMLParser` on Linux reads such an instruction's missing data as a C string and
/// crashes. Captures have no processing instructions but the XML declaration, so one without
/// data is refused.
enum ProcessingInstructionGuard {
    /// The byte offset of the first processing instruction without data, or nil.
    static func firstEmptyInstruction(_ bytes: [UInt8]) -> Int? {
        let open = UInt8(ascii: "<")
        let question = UInt8(ascii: "?")
        let close = UInt8(ascii: ">")
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == question else {
                index += 1
                continue
            }
            // The target runs to space or "?>"; with nothing but space after it, there is no data.
            var cursor = index + 2
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != question { cursor += 1 }
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            if cursor + 1 < bytes.count, bytes[cursor] == question, bytes[cursor + 1] == close { return index }
            index += 2
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
