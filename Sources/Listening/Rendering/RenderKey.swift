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
        value = ContentHash.hex(description)
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
        value = ContentHash.hex(keys.joined(separator: "\n"))
    }
}
