import AppFiles
import Findings

/// One element as VoiceOver speaks it in one locale: what the checks look at.
public struct SpokenElement: Sendable, Hashable, Codable {
    public var screen: String
    /// The element's identifier (its `accessibilityIdentifier` or generated id).
    public var element: String
    /// Place in the screen's swipe order, from 0.
    public var position: Int
    public var label: String?
    public var value: String?
    public var hint: String?
    /// Trait names, e.g. `["button"]`.
    public var traits: [String]
    /// The element's `accessibilityLanguage`, when set.
    public var language: String?
    /// The localisation keys its label, value and hint look up.
    public var keys: [String]
    /// The description and hint as spoken, one line (`Wi-Fi. Switch Button. On.`).
    public var spoken: String
    /// How long the utterance lasts, in seconds.
    public var duration: Double
    /// Where the element is written in the screen file, when known.
    public var location: SourceLocation?

    public init(
        screen: String, element: String, position: Int, label: String? = nil, value: String? = nil,
        hint: String? = nil, traits: [String] = [], language: String? = nil, keys: [String] = [],
        spoken: String, duration: Double, location: SourceLocation? = nil
    ) {
        self.screen = screen
        self.element = element
        self.position = position
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.language = language
        self.keys = keys
        self.spoken = spoken
        self.duration = duration
        self.location = location
    }

    /// Identifies the same element across locales.
    public var key: ElementKey { ElementKey(screen: screen, element: element) }

    /// The app's own text, as the app sets it (label, value, hint).
    public var appTexts: [(attribute: String, text: String)] {
        [("label", label), ("value", value), ("hint", hint)].compactMap { name, text in
            text.flatMap { $0.isEmpty ? nil : (name, $0) }
        }
    }
}

/// A screen and an element in it.
public struct ElementKey: Sendable, Hashable, Codable, Comparable {
    public var screen: String
    public var element: String

    public init(screen: String, element: String) {
        self.screen = screen
        self.element = element
    }

    public static func < (left: ElementKey, right: ElementKey) -> Bool {
        (left.screen, left.element) < (right.screen, right.element)
    }
}
