import CMeCab
import Synchronization

/// Japanese: kanji and mixed text → its kana reading, with MeCab and its IPA dictionary (Debian's
/// `libmecab2` and `mecab-ipadic-utf8`), since espeak-ng's Japanese voice reads only kana and
/// names each kanji as a "Chinese letter" in English.
///
/// Each token becomes the reading field (katakana) of its dictionary entry ("設定" → "セッテイ"),
/// and a particle its pronunciation ("は" → "ワ", "へ" → "エ"), as it is said; a token the
/// dictionary has no reading for (Latin letters, numbers, unknown words) stays as written, and
/// so do the spaces between tokens. Text without kanji is not analysed.
///
/// MeCab is called on one tagger, one text at a time, created on first use. When it cannot be
/// created (no dictionary), text stays as written and a warning says so once.
package final class JapaneseReading: Sendable {
    /// MeCab with the system's dictionary (`/etc/mecabrc`).
    package static let installed = JapaneseReading(arguments: "")

    /// Texts longer than this, in UTF-8 bytes, are analysed in pieces of at most this length,
    /// cut after a sentence end or space where there is one, else between characters.
    package static let longestPiece = 16_384

    private let arguments: String
    private let tagger = Mutex<TaggerState>(.notCreated)

    /// - Parameter arguments: MeCab's command-line options ("-d DIR" for another dictionary).
    package init(arguments: String) {
        self.arguments = arguments
    }

    /// Whether MeCab and its dictionary could be loaded.
    package var isAvailable: Bool {
        tagger.withLock { state in
            if case .notCreated = state { state = create() }
            if case .ready = state { return true }
            return false
        }
    }

    /// `text` with the middle dot that separates names ("アンナ・ペトロワ"; full-width U+30FB or
    /// half-width U+FF65) read as the short pause it stands for, the ideographic comma: espeak-ng's
    /// Japanese voice says "Japanese letter" for the dot and then reads the name kana by kana
    /// (2.77 s for "アンナ・ペトロワ" against 1.09 s with the comma and 0.84 s with a space).
    package static func pausingAtMiddleDots(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{30FB}" || $0 == "\u{FF65}" }) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0 == "\u{30FB}" || $0 == "\u{FF65}" ? "\u{3001}" : $0 }))
    }

    /// The kana reading of `text`; the text as it is when it has no kanji or MeCab is missing.
    package func read(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: Self.isKanji) else { return text }
        guard text.utf8.count > Self.longestPiece else { return analyse(text) ?? text }
        var result = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            let piece = Self.firstPiece(of: rest)
            result += analyse(String(piece)) ?? String(piece)
            rest = rest[piece.endIndex...]
        }
        return result
    }

    /// The start of `text` MeCab reads in one pass: at most ``longestPiece`` bytes, ending after
    /// the last sentence end or space in them when there is one, so that no word is cut.
    private static func firstPiece(of text: Substring) -> Substring {
        var end = text.startIndex
        var bytes = 0
        var lastBreak: String.Index?
        while end < text.endIndex {
            let character = text[end]
            bytes += character.utf8.count
            if bytes > longestPiece, end > text.startIndex { break }
            end = text.index(after: end)
            if character.isWhitespace || "。！？、．.!?".contains(character) { lastBreak = end }
        }
        if end < text.endIndex, let lastBreak { return text[..<lastBreak] }
        return text[..<end]
    }

    /// A kanji, or the iteration mark 々 that repeats one.
    package static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }

    /// One MeCab pass over `text`, or nil when MeCab is missing or fails. MeCab reads a NUL as
    /// the end of its input, so the text on each side of one is analysed on its own.
    private func analyse(_ text: String) -> String? {
        if text.utf8.contains(0) {
            var pieces: [String] = []
            for piece in text.split(separator: "\0", omittingEmptySubsequences: false) {
                guard let reading = piece.isEmpty ? "" : analyse(String(piece)) else { return nil }
                pieces.append(reading)
            }
            return pieces.joined(separator: "\0")
        }
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let tokens: [Token]? = tagger.withLock { state in
            if case .notCreated = state { state = create() }
            guard case .ready(let mecab) = state else { return nil }
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { Self.tokens(mecab, buffer: $0) }
            }
        }
        guard let tokens else { return nil }
        return tokens.map { $0.spacing + $0.reading }.joined()
    }

    private func create() -> TaggerState {
        if let mecab = mecab_new2(arguments) { return .ready(mecab) }
        let reason = mecab_strerror(nil).map { String(cString: $0) } ?? ""
        Notices.once(
            .japaneseReadings,
            "Japanese kanji are spoken as written: MeCab's dictionary (Debian's mecab-ipadic-utf8) could not be loaded"
                + (reason.isEmpty ? "" : ": \(reason)")
        )
        return .unavailable
    }

    private struct Token {
        var spacing: String
        var reading: String
    }

    /// The tokens MeCab finds in `buffer`, each node checked to lie inside it.
    private static func tokens(_ mecab: OpaquePointer, buffer: UnsafeBufferPointer<CChar>) -> [Token]? {
        guard let base = buffer.baseAddress, let first = mecab_sparse_tonode2(mecab, base, buffer.count) else {
            return nil
        }
        let end = base + buffer.count
        var tokens: [Token] = []
        var next: UnsafePointer<mecab_node_t>? = first
        while let node = next {
            let value = node.pointee
            next = UnsafePointer(value.next)
            guard value.stat != UInt8(MECAB_BOS_NODE), value.stat != UInt8(MECAB_EOS_NODE) else { continue }
            let length = Int(value.length)
            let spacing = Int(value.rlength) - length
            guard let surface = value.surface, length >= 0, spacing >= 0, surface - spacing >= base,
                surface + length <= end
            else { return nil }
            let written = string(surface, length)
            let feature = value.feature.map { String(cString: $0) } ?? ""
            tokens.append(Token(spacing: string(surface - spacing, spacing), reading: reading(written, feature)))
        }
        return tokens
    }

    private static func string(_ start: UnsafePointer<CChar>, _ count: Int) -> String {
        let raw = UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: count)
        return String(decoding: raw, as: UTF8.self)
    }

    /// A token's reading from its IPA dictionary features: part of speech, three subclasses,
    /// conjugation type and form, base form, reading, pronunciation.
    private static func reading(_ written: String, _ feature: String) -> String {
        let fields = feature.split(separator: ",", omittingEmptySubsequences: false)
        if fields.count > 8, fields[0] == "助詞", fields[8] != "*", !fields[8].isEmpty { return String(fields[8]) }
        if fields.count > 7, fields[7] != "*", !fields[7].isEmpty { return String(fields[7]) }
        return written
    }
}

/// MeCab's tagger, once tried; a C pointer only ever used under the lock.
private enum TaggerState: @unchecked Sendable {
    case notCreated, unavailable
    case ready(OpaquePointer)
}
