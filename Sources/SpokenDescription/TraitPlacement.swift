/// Where trait words go, as VoiceOver's Verbosity > Controls setting (iOS 18.4) offers.
public enum TraitPlacement: String, Sendable, Hashable, CaseIterable {
    /// "Add. Button." — VoiceOver's default.
    case afterLabel
    /// "Button. Add"
    case beforeLabel
    /// "Add"
    case silent
}
