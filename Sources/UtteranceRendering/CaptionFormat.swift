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

    /// `hh:mm:ss.ttt` (WebVTT) or `hh:mm:ss,ttt` (SubRip). (Formatted by hand: a listening run
    /// writes one per element, and `String(format:)` goes through Foundation's formatter.)
    private func timestamp(_ milliseconds: Int) -> String {
        let seconds = milliseconds / 1000
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(width - text.count, 0)) + text
        }
        return digits(seconds / 3600, 2) + ":" + digits(seconds / 60 % 60, 2) + ":" + digits(seconds % 60, 2)
            + (self == .webVTT ? "." : ",") + digits(milliseconds % 1000, 3)
    }

    private static func escaped(_ text: String) -> String {
        // By scalar, so that a mark combining with `<` does not hide it.
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
