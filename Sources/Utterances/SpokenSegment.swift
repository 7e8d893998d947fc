/// A run of text spoken in one language with one pitch treatment.
public struct SpokenSegment: Sendable, Hashable, Codable {
    public var kind: SegmentKind
    /// The text exactly as it appears in the transcript, punctuation included; never an invisible
    /// direction mark (``Swift/String/withoutDirectionMarks``), which is no word.
    public var text: String
    /// BCP 47 tag of the voice that speaks it (e.g. "en-US", "zh-Hans", "ru").
    public var language: String
    public var pitch: PitchHint
    /// The mark VoiceOver put at the end of the text ("." after a label without one), which the
    /// text as written does not have; nil when the text ends as written ("Contoso Inc.").
    public var addedEnd: String?

    public init(
        kind: SegmentKind, text: String, language: String, pitch: PitchHint = .neutral, addedEnd: String? = nil
    ) {
        self.kind = kind
        self.text = text.withoutDirectionMarks
        self.language = language
        self.pitch = pitch
        self.addedEnd = addedEnd
    }
}

/// What a segment is, so outputs can colour, filter or voice it differently.
public enum SegmentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case label, value, selected, trait, state, position, container, hint, announcement, status
    /// Characters or words read by the rotor.
    case text
}

/// How a segment's pitch should be shaped.
public enum PitchHint: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing special.
    case neutral
    /// A label that starts with a capital letter: spoken with normal inflection.
    case capitalised
    /// A label that starts with a lower-case letter: VoiceOver reads it with the wrong inflection.
    case lowercaseStart
    /// A sentence (a hint ending with a period): falls at the end.
    case sentenceFall
    /// The first item of a group, with pitch change on: higher.
    case raised
    /// The last item of a group, with pitch change on: lower.
    case lowered
    /// A capital letter read by character, with pitch change on: higher.
    case capitalLetter
}
