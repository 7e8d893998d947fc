/// A trait that applies only while a condition holds (the Shift key is `selected` when `shift`).
public struct ConditionalTrait: Hashable, Sendable {
    public var trait: AccessibilityTraits
    public var condition: Condition

    public init(_ trait: AccessibilityTraits, when condition: Condition) {
        self.trait = trait
        self.condition = condition
    }
}
