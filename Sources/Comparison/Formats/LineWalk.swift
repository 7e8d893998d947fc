import AppFiles
import Foundation

/// One utterance a line, as a test prints `currentSpeech` after each `moveForward()`: the first
/// line is what VoiceOver said where it started, each later one a move forward. Blank lines and
/// lines starting with `#` (comments) are skipped; a line `null` or `(null)` is a move that
/// returned no utterance.
package enum LineWalk: WalkFormat {
    package static let name = "lines"

    package static func recognises(_ text: String) -> Bool { true }

    package static func walk(in text: String, file: String) throws(WalkError) -> Walk {
        var steps: [WalkStep] = []
        for (number, line) in WalkFormats.numberedLines(text) {
            var trimmed = line
            while let first = trimmed.first, first.isWhitespace { trimmed.removeFirst() }
            while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
            let words = String(trimmed)
            if words.isEmpty || words.hasPrefix("#") { continue }
            if words.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }),
                words.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                let column = line.unicodeScalars.prefix { $0.properties.generalCategory != .control }.count + 1
                throw WalkError(
                    at: SourceLocation(file: file, line: number, column: column), "a control character in an utterance")
            }
            let utterance: String? = (words == "null" || words == "(null)") ? nil : words
            steps.append(WalkStep(action: steps.isEmpty ? .current : .forward, utterance: utterance, line: number))
        }
        return Walk(file: file, format: name, steps: steps)
    }
}
