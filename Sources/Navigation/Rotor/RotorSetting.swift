import SpokenDescription
import VoiceOverWords

/// A setting of VoiceOver's rotor: what a one-finger swipe up or down does.
public enum RotorSetting: String, CaseIterable, Sendable, Hashable {
    case headings, links, formControls, containers, landmarks, characters, words
    /// Swipe up and down increment and decrement (chosen by itself on an adjustable element).
    case adjustValue
    /// Swipe up and down pick a custom action; double tap performs it (chosen by itself on an
    /// element with custom actions).
    case actions
    /// Swipe up and down change the speech rate.
    case speechRate

    /// The settings always on the rotor, in the order turning it visits them. ``adjustValue`` and
    /// ``actions`` join them on elements that offer them.
    public static let standard: [RotorSetting] = [
        .characters, .words, .speechRate, .containers, .headings, .links, .formControls, .landmarks,
    ]

    /// The phrase VoiceOver speaks when the rotor turns to this setting.
    public var phrase: PhraseKey {
        switch self {
        case .headings: .rotorHeadings
        case .links: .rotorLinks
        case .formControls: .rotorFormControls
        case .containers: .rotorContainers
        case .landmarks: .rotorLandmarks
        case .characters: .rotorCharacters
        case .words: .rotorWords
        case .adjustValue: .rotorAdjustValue
        case .actions: .rotorActions
        case .speechRate: .rotorSpeechRate
        }
    }

    /// The places a position-based setting jumps between; nil for the others.
    var category: RotorCategory? {
        switch self {
        case .headings: .heading
        case .links: .link
        case .formControls: .formControl
        case .containers: .container
        case .landmarks: .landmark
        default: nil
        }
    }
}
