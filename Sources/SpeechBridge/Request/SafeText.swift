import Voices

/// Prepares text for espeak-ng 1.51 so that no input can crash the process.
///
/// espeak-ng obeys control characters as embedded commands, aborts the whole process on some
/// long runs (`"a . "` repeated 85 times, `"s'"` repeated 70 times), and reads freed memory on
/// the Greek block's symbols and archaic letters (``GreekSymbols``), which corrupts its heap
/// until a later request crashes. All are avoided here: control characters become spaces, the
/// Greek symbols the letters they stand for, and text is handed over in pieces of at most
/// ``maxPiece`` characters in which no run without white space exceeds ``maxRun`` characters.
/// Pieces are cut at sentence ends where possible, then at clause ends, then at spaces.
enum SafeText {
    /// A slice of the original text and where it starts, in Unicode scalars, with a space put
    /// where a word changes writing system (``WritingSystem``).
    struct Piece: Equatable {
        var text: String
        var offset: Int
        /// Where in `text` (in Unicode scalars) a space was put that the original does not have,
        /// ascending.
        var spaces: [Int] = []
    }

    /// The scalar offset in the original text of `position` in a piece's text, both from the
    /// piece's start, given where the piece has spaces the original does not.
    static func originalOffset(of position: Int, skipping spaces: [Int]) -> Int {
        position - spaces.prefix { $0 < position }.count
    }

    static let maxPiece = 160
    static let maxRun = 48

    /// What follows a piece of a longer text when it is given to espeak-ng: the library pauses
    /// less after a clause that ends its input than after one inside a text (measured on 1.51
    /// at the default rate: about 140 ms less after a comma, 280 ms after a full stop). With an
    /// empty sentence after it, the pause is within 20 ms of the whole text's, at every rate,
    /// in English, Russian, Chinese and Japanese, and nothing more is said or marked.
    static let continuation = " ."

    /// `text` as a piece that a longer text goes on after: without its trailing white space,
    /// followed by ``continuation``.
    static func continuing(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        while scalars.last?.properties.isWhitespace == true { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars)) + continuation
    }

    /// The plain text as pieces to synthesise one after another.
    static func pieces(of text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars.map(replacingUnsafe))
        var pieces: [Piece] = []
        var start = 0
        while start < scalars.count {
            let end = cut(scalars, from: start)
            let (piece, spaces) = separatingWritingSystems(scalars[start..<end])
            if piece.contains(where: { !$0.isWhitespace }) {
                pieces.append(Piece(text: piece, offset: start, spaces: spaces))
            }
            start = end
        }
        return pieces
    }

    /// SSML with control characters removed and long runs in its text broken up. Markup is kept.
    static func markup(_ ssml: String) -> String {
        var out = String.UnicodeScalarView()
        var inTag = false
        var run = 0
        var sinceBreak = 0
        var system = WritingSystem.Boundary()
        for scalar in ssml.unicodeScalars.map(replacingUnsafe) {
            if scalar == "<" { inTag = true }
            if inTag {
                out.append(scalar)
                if scalar == ">" { inTag = false }
                continue
            }
            if system.changes(at: scalar) { out.append(" ") }
            let isSpace = scalar.properties.isWhitespace
            run = isSpace ? 0 : run + 1
            sinceBreak += 1
            if run > maxRun {
                out.append(" ")
                run = 1
            }
            if isSpace && sinceBreak > maxPiece / 2 {
                out.append(contentsOf: "<break time=\"1ms\"/>".unicodeScalars)
                sinceBreak = 0
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// One scalar for one, so that offsets into the text stay those of the original: control
    /// characters (C0, DEL, C1), which are espeak-ng commands, become spaces; the Greek block's
    /// symbols become the letters they stand for (``GreekSymbols``).
    static func replacingUnsafe(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: " "
        case GreekSymbols.range: GreekSymbols.replacement(for: scalar)
        default: scalar
        }
    }

    /// A short run of text (a word whose phonemes are asked) as espeak-ng may be given it: what
    /// ``replacingUnsafe(_:)`` replaces replaced, and a space where the writing system changes.
    static func word(_ text: String) -> String {
        separatingWritingSystems(ArraySlice(text.unicodeScalars.map(replacingUnsafe))).0
    }

    /// `scalars` with a space where a letter of one writing system follows one of another, and
    /// where those spaces are.
    static func separatingWritingSystems(_ scalars: ArraySlice<Unicode.Scalar>) -> (String, [Int]) {
        var text = String.UnicodeScalarView()
        var spaces: [Int] = []
        var boundary = WritingSystem.Boundary()
        var count = 0
        for scalar in scalars {
            if boundary.changes(at: scalar) {
                spaces.append(count)
                text.append(" ")
                count += 1
            }
            text.append(scalar)
            count += 1
        }
        return (String(text), spaces)
    }

    /// The end (exclusive) of the piece that starts at `start`.
    private static func cut(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let limit = min(scalars.count, start + maxPiece)
        var run = 0
        var sentenceEnd: Int?
        var clauseEnd: Int?
        var space: Int?
        var index = start
        while index < limit {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                run = 0
                space = index + 1
                if index > start {
                    switch ClauseEnd(scalars[index - 1], beforeSpace: true) {
                    case .sentence: sentenceEnd = index + 1
                    case .clause: clauseEnd = index + 1
                    case nil: break
                    }
                }
            } else {
                // Full-width punctuation ends a clause without any space after it.
                switch ClauseEnd(scalar, beforeSpace: false) {
                case .sentence:
                    run = 0
                    sentenceEnd = index + 1
                case .clause:
                    run = 0
                    clauseEnd = index + 1
                case nil:
                    run += 1
                    if run > maxRun { return index }
                }
            }
            index += 1
        }
        if limit == scalars.count { return limit }
        return sentenceEnd ?? clauseEnd ?? space ?? limit
    }
}
