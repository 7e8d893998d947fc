import Foundation
import SpeechBridge

/// Caption files for rendered speech. Captions are written in order; times are whole
/// milliseconds, rounded down, and a caption shorter than a millisecond or without text is
/// left out. Line breaks in text become spaces, so every caption is one line.
public enum CaptionFormat: Sendable, Hashable {
    /// WebVTT (`.vtt`): a `WEBVTT` header, then numbered cues; `&`, `<` and `>` are escaped.
    case webVTT
    /// SubRip (`.srt`): numbered cues with comma-separated milliseconds.
    case srt

    /// The whole file, ending with a newline.
    public func document(_ captions: [Caption]) -> String {
        var blocks: [String] = []
        for caption in captions {
            let start = Self.milliseconds(caption.samples.lowerBound)
            let end = Self.milliseconds(caption.samples.upperBound)
            let text =
                self == .webVTT ? Self.escaped(caption.text.singleLine) : caption.text.singleLine
            guard end > start, !text.allSatisfy(\.isWhitespace) else { continue }
            blocks.append(
                "\(blocks.count + 1)\n\(timestamp(start)) --> \(timestamp(end))\n\(text)\n")
        }
        // Blocks are separated by a blank line, and so is WebVTT's header from the first.
        return (self == .webVTT ? ["WEBVTT\n"] + blocks : blocks).joined(separator: "\n")
    }

    private static func milliseconds(_ sample: Int) -> Int {
        max(sample, 0) * 1000 / PCMFormat.sampleRate
    }

    /// `hh:mm:ss.ttt` (WebVTT) or `hh:mm:ss,ttt` (SubRip).
    private func timestamp(_ milliseconds: Int) -> String {
        let seconds = milliseconds / 1000
        return String(
            format: self == .webVTT ? "%02ld:%02ld:%02ld.%03ld" : "%02ld:%02ld:%02ld,%03ld",
            seconds / 3600, seconds / 60 % 60, seconds % 60, milliseconds % 1000)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;")
    }
}
