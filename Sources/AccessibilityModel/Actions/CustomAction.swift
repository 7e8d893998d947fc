/// An entry of accessibilityCustomActions: a named action VoiceOver offers in its Actions rotor.
public struct CustomAction: Hashable, Sendable {
    public var name: Template
    public var effects: [Effect]

    public init(name: Template, effects: [Effect]) {
        self.name = name
        self.effects = effects
    }
}
