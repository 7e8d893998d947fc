import Foundation
import Utterances

/// The content hash naming a rendered WAV file: the utterance's segments, pauses and cues, the
/// voice, rate, pitch and espeak-ng version. Equal keys sound the same, so an element whose key
/// is unchanged is not rendered again.
public struct RenderKey: Sendable, Hashable {
    public let value: String

    public init(utterance: Utterance, voice: String, rate: Int?, pitch: Int?, engine: String) {
        var bytes = Data("\(engine)\u{0}\(voice)\u{0}\(rate ?? -1)\u{0}\(pitch ?? -1)\u{0}".utf8)
        bytes.append((try? Self.encoder.encode(utterance.parts)) ?? Data())
        value = Self.hex(bytes)
    }

    /// The utterance's description: sorted keys, so equal utterances give equal bytes.
    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// A key over other keys (a whole screen's audio).
    public init(combining keys: [String]) {
        value = Self.hex(Data(keys.joined(separator: "\n").utf8))
    }

    /// 128 bits: two FNV-1a 64-bit hashes with different offsets. Not cryptographic; a cache key.
    static func hex(_ data: Data) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = second &+ (second << 7)
            }
        }
        return digits(first) + digits(second)
    }

    /// Sixteen lowercase hexadecimal digits, zero-padded.
    private static func digits(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
