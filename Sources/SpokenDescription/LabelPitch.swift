import Utterances

extension PitchHint {
    /// How a label starting with `text` is inflected: VoiceOver reads a capitalised label with
    /// normal inflection and a lower-case one differently. Scripts without case (Chinese,
    /// Japanese, Arabic) and labels starting with a digit or symbol are neutral.
    static func start(of text: String) -> PitchHint {
        guard let first = text.first else { return .neutral }
        if first.isUppercase { return .capitalised }
        if first.isLowercase { return .lowercaseStart }
        return .neutral
    }

    /// Whether the hint shapes a whole item (pitch change for a group's first or last item)
    /// rather than how its text starts.
    var coversWholeItem: Bool { self == .raised || self == .lowered }
}
