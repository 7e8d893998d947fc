/// Everything the screen reader says in response to one event (a focus move, an action, a
/// notification): an ordered list of parts that every output (audio, transcript, captions, tests)
/// renders in its own way.
public struct Utterance: Sendable, Hashable, Codable {
    /// Why this utterance was produced.
    public var cause: Cause
    /// The spoken segments, the silences between them, and non-speech cues, in order.
    public var parts: [UtterancePart]
    /// The identifier (or label) of the element this utterance is about, when there is one.
    public var subject: String?

    public init(cause: Cause, parts: [UtterancePart], subject: String? = nil) {
        self.cause = cause
        self.parts = parts
        self.subject = subject
    }

    /// What produced an utterance.
    public enum Cause: String, Sendable, Hashable, Codable, CaseIterable {
        case focus, action, announcement, notification, readAll, rotor, boundary, describe
    }

    /// The spoken segments alone, in order.
    public var segments: [SpokenSegment] {
        parts.compactMap { if case .speech(let segment) = $0 { segment } else { nil } }
    }

    /// The description VoiceOver speaks first: every spoken segment before the hint, joined by
    /// single spaces (the text AccessibilitySnapshot reports), except after full-width
    /// punctuation ("发送，变灰。按钮。"), which carries its own spacing.
    public var description: String { spokenTexts.description }

    /// The hint spoken after the hint delay, or nil when there is none.
    public var hint: String? { spokenTexts.hint }

    /// The description, then the hint after a space when there is one: all that is spoken, on
    /// one line (the audit makes one for each finding).
    public var line: String {
        let (description, hint) = spokenTexts
        guard let hint, !hint.isEmpty else { return description }
        return description.isEmpty ? hint : description + " " + hint
    }

    /// The description and the hint, each joined as ``description`` says, read in one pass over
    /// the parts; the hint nil when no segment is one.
    private var spokenTexts: (description: String, hint: String?) {
        var description = ""
        var hint = ""
        var hasHint = false
        for case .speech(let segment) in parts {
            if segment.kind == .hint {
                Self.append(segment.text, to: &hint)
                hasHint = true
            } else {
                Self.append(segment.text, to: &description)
            }
        }
        return (description, hasHint ? hint : nil)
    }

    /// Adds `text` to `result`, after a space unless `result` is empty or ends with full-width
    /// punctuation.
    private static func append(_ text: String, to result: inout String) {
        if let last = result.unicodeScalars.last, !isFullWidthPunctuation(last) { result += " " }
        result += text
    }

    /// CJK symbols and punctuation (U+3000–U+303F), and the punctuation among the full-width
    /// forms (U+FF00–U+FF65: "，", "：", "！").
    private static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if (0x3000...0x303F).contains(scalar.value) { return true }
        guard (0xFF00...0xFF65).contains(scalar.value) else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}

/// One part of an utterance.
public enum UtterancePart: Sendable, Hashable, Codable {
    case speech(SpokenSegment)
    case pause(Pause)
    case cue(Cue)
}
