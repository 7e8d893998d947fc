/// 128 bits over bytes: two FNV-1a 64-bit hashes with different offsets, as 32 hexadecimal
/// digits. Not cryptographic: it tells content apart from other content, as a cache key or a
/// change detector, not from content made to collide.
enum ContentHash {
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = second &+ (second << 7)
        }
        return digits(first) + digits(second)
    }

    /// The hash of a text's UTF-8 bytes.
    static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex($0) }
    }

    /// Sixteen lowercase hexadecimal digits, zero-padded.
    private static func digits(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
