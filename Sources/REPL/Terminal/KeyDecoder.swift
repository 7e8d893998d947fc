/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Arrow and editing keys arrive as escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 3 ~`,
/// `ESC [ 1 ; 5 C`); a bare Escape is a lone `ESC`. The two can only be told apart by time: feed
/// the bytes as they arrive, and when ``isWaiting`` is true and nothing more arrives within the
/// escape timeout, call ``flush()``. Multi-byte UTF-8 characters split across reads are kept
/// until complete.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether the bytes so far may be the start of a longer sequence.
    var isWaiting: Bool { !pending.isEmpty }

    /// Decodes every complete key in `pending` + `bytes`; an incomplete tail waits.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        return drain(final: false)
    }

    /// Nothing more arrived in time: a waiting `ESC` is the Escape key, and any other incomplete
    /// sequence is given up on.
    mutating func flush() -> [Key] { drain(final: true) }

    private mutating func drain(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...], final: final) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it took; nil when more bytes are
    /// needed. A nil key consumes bytes that mean nothing (an invalid UTF-8 byte).
    static func decode(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(bytes, final: final)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x20: return (.space, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        default: return character(bytes, final: final)
        }
    }

    /// `ESC` alone, `ESC [ ... final`, `ESC O x`, or `ESC` before another key.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return final ? (.escape, 1) : nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates (0x20-0x3F), then one final byte (0x40-0x7E).
            var end = start + 2
            while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { return final ? (.escape, 1) : nil }
            let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            let key = csiKey(parameters: parameters, final: bytes[end])
            return (key, end - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return final ? (.escape, 1) : nil }
            let key: Key
            switch bytes[start + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "M"): key = .enter
            default: key = .unknown("ESC O \(Character(Unicode.Scalar(bytes[start + 2])))")
            }
            return (key, 3)
        default:
            // Escape followed by another key (or Alt with a key): Escape, then that key.
            return (.escape, 1)
        }
    }

    private static func csiKey(parameters: String, final: UInt8) -> Key {
        // "1;5C" is Ctrl-Right: the modifiers after ';' do not change what key mode does.
        let number = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch number {
            case "1", "7": return .home
            case "2": return .insert
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: break
            }
        default: break
        }
        return .unknown("ESC [ \(parameters)\(Character(Unicode.Scalar(final)))")
    }

    /// One UTF-8 character; nil while its continuation bytes have not all arrived.
    private static func character(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0x21...0x7E: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        guard bytes.count >= length else { return final ? (nil, bytes.count) : nil }
        let encoded = bytes[bytes.startIndex..<(bytes.startIndex + length)]
        guard let scalar = String(validating: encoded, as: UTF8.self)?.unicodeScalars.first else {
            return (nil, 1)
        }
        return (.character(Character(scalar)), length)
    }
}
