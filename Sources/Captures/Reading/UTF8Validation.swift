/// Where a byte sequence stops being UTF-8: a capture is checked before parsing, so that a file
/// saved in another encoding is told at its first byte that is not UTF-8, and why.
enum UTF8Validation {
    /// The offset of the first byte that is not part of well-formed UTF-8, or nil.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            let lowest: UInt32
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF:
                length = 2
                lowest = 0x80
            case 0xE0...0xEF:
                length = 3
                lowest = 0x800
            case 0xF0...0xF4:
                length = 4
                lowest = 0x10000
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in bytes[(index + 1)..<(index + length)] {
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }
}
