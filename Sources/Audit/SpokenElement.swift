import AppFiles
import Findings

/// One element as VoiceOver speaks it in one locale: what the checks look at.
package struct SpokenElement: Sendable, Hashable, Codable {
    package var screen: String
    /// The element's identifier (its `accessibilityIdentifier` or generated id).
    package var element: String
    /// Place in the screen's swipe order, from 0.
    package var position: Int
    package var label: String?
    package var value: String?
    package var hint: String?
    /// Trait names, e.g. `["button"]`.
    package var traits: [String]
    /// The element's `accessibilityLanguage`, when set.
    package var language: String?
    /// The localisation keys its label, value and hint look up.
    package var keys: [String]
    /// The description and hint as spoken, one line (`Wi-Fi. Switch Button. On.`).
    package var spoken: String
    /// How long the utterance lasts, in seconds.
    package var duration: Double
    /// Where the element is written in the screen file, when known.
    package var location: SourceLocation?

    package init(
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
    package var key: ElementKey { ElementKey(screen: screen, element: element) }
}

/// A screen and an element in it.
package struct ElementKey: Sendable, Hashable, Codable, Comparable {
    package var screen: String
    package var element: String

    package init(screen: String, element: String) {
        self.screen = screen
        self.element = element
    }

    package static func < (left: ElementKey, right: ElementKey) -> Bool {
        (left.screen, left.element) < (right.screen, right.element)
    }
}
