import UtteranceRendering
import Utterances

/// The content hash naming a rendered WAV file: the utterance's segments, pauses and cues, the
/// voice, rate, pitch and espeak-ng version, and each segment's reading where it differs from
/// its text (`Readings`: new CLDR names or MeCab readings are heard anew). Equal keys sound the same, so an element whose key
/// is unchanged is not rendered again.
package struct RenderKey: Sendable, Hashable {
    package let value: String

    package init(utterance: Utterance, voice: String, rate: Int?, pitch: Int?, engine: String) {
        var description = "\(engine)\u{0}\(voice)\u{0}\(rate ?? -1)\u{0}\(pitch ?? -1)"
        for part in utterance.parts {
            description += Self.describe(part)
        }
        value = Self.hex(description)
    }

    /// A part as the key reads it: every field, text prefixed by its length in bytes, so no two
    /// different utterances describe alike.
    private static func describe(_ part: UtterancePart) -> String {
        switch part {
        case .speech(let segment):
            "\u{0}speech \(segment.kind.rawValue) \(segment.language) \(segment.pitch.rawValue) \(segment.text.utf8.count):\(segment.text)"
                + reading(segment)
        case .pause(let pause): "\u{0}pause \(pause.milliseconds) \(pause.reason.rawValue)"
        case .cue(let cue): "\u{0}cue \(cue.rawValue)"
        }
    }

    /// The segment's reading, when it is not its text; nothing otherwise, so that the keys of
    /// text read as written stay as they were.
    private static func reading(_ segment: SpokenSegment) -> String {
        guard let reading = segment.reading else { return "" }
        return "\u{0}reading \(reading.utf8.count):\(reading)"
    }

    /// A key over other keys (a whole screen's audio).
    package init(combining keys: [String]) {
        value = Self.hex(keys.joined(separator: "\n"))
    }

    /// 128 bits: two FNV-1a 64-bit hashes with different offsets. Not cryptographic; a cache key.
    static func hex(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        var text = text
        text.withUTF8 { bytes in
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
