/// The VoiceOver settings that change what is said for an element and how it is paced.
public struct DescriptionSettings: Sendable, Hashable {
    /// Verbosity > Speak Hints (on by default).
    public var speaksHints: Bool
    /// Silence before the hint. Apple publishes no figure; VoiceOver waits for roughly a second
    /// after the description before it speaks the hint, which is the default here.
    public var hintDelayMilliseconds: Int
    /// Verbosity > Controls: where trait words go.
    public var traitPlacement: TraitPlacement
    /// Pitch change: first item of a group higher, last lower (on by default).
    public var pitchChange: Bool
    /// Verbosity > Actions set to Speak: "Actions available" for elements with custom actions.
    public var speaksActionsAvailable: Bool
    /// The short pause at each comma inside a label or value.
    public var commaPauseMilliseconds: Int
    /// The pause between the parts of a description (label, value, trait words, position).
    public var betweenPartsPauseMilliseconds: Int
    /// Speech > Detect Languages (on by default): an element's text written in a script the
    /// locale's language does not write is spoken in that script's language, unless the element
    /// has an accessibilityLanguage.
    public var detectsLanguages: Bool

    public init(
        speaksHints: Bool = true, hintDelayMilliseconds: Int = 1000,
        traitPlacement: TraitPlacement = .afterLabel, pitchChange: Bool = true,
        speaksActionsAvailable: Bool = true, commaPauseMilliseconds: Int = 150,
        betweenPartsPauseMilliseconds: Int = 250, detectsLanguages: Bool = true
    ) {
        self.speaksHints = speaksHints
        self.hintDelayMilliseconds = hintDelayMilliseconds
        self.traitPlacement = traitPlacement
        self.pitchChange = pitchChange
        self.speaksActionsAvailable = speaksActionsAvailable
        self.commaPauseMilliseconds = commaPauseMilliseconds
        self.betweenPartsPauseMilliseconds = betweenPartsPauseMilliseconds
        self.detectsLanguages = detectsLanguages
    }
}
