import AccessibilityModel

/// Everything VoiceOver's description of one element depends on: its own attributes and where it
/// sits (series, list, landmark, table, group). The navigation engine fills one in for the focused
/// element; every field but `label` has a default meaning "nothing special".
public struct ElementFacts: Sendable, Hashable {
    public var label: String?
    public var value: String?
    public var hint: String?
    /// The traits as VoiceOver speaks them (``AccessibilityTraits/spoken``): a toggle button
    /// carries the switch's states.
    public var traits: AccessibilityTraits {
        didSet { if traits.contains(.toggleButton) { traits = traits.spoken } }
    }
    /// accessibilityLanguage: the language the label, value and hint are spoken in; nil means
    /// the locale's.
    public var language: String?
    /// accessibilityIdentifier, used as the utterance's subject when present (else the label).
    public var identifier: String?
    /// The element's place in a series, tab bar, list, landmark or table, when it has one.
    public var context: ElementContext?
    /// How many custom actions the element has; any makes VoiceOver say "Actions available".
    public var customActionCount: Int
    /// The label of a container focus has just entered (a semantic group, a table), spoken
    /// before the element itself.
    public var enteredContainerLabel: String?
    /// Whether the element is the first or last item of its group (for pitch change).
    public var groupEdge: GroupEdge?

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits = [], language: String? = nil, identifier: String? = nil,
        context: ElementContext? = nil, customActionCount: Int = 0,
        enteredContainerLabel: String? = nil, groupEdge: GroupEdge? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits.spoken
        self.language = language
        self.identifier = identifier
        self.context = context
        self.customActionCount = customActionCount
        self.enteredContainerLabel = enteredContainerLabel
        self.groupEdge = groupEdge
    }
}

/// The first or last item of a group: with pitch change on, VoiceOver speaks the first higher and
/// the last lower.
public enum GroupEdge: String, Sendable, Hashable, CaseIterable {
    case first, last
}
