/// An entry of accessibilityCustomActions: a named action VoiceOver offers in its Actions rotor.
public struct CustomAction: Hashable, Sendable {
    /// The name VoiceOver says in the Actions rotor.
    public var name: Template
    /// What choosing it does.
    public var effects: [Effect]

    public init(name: Template, effects: [Effect]) {
        self.name = name
        self.effects = effects
    }
}
