/// An entry of a container's explicit `accessibilityElements` order.
public enum AccessibilityElementsItem: Hashable, Sendable {
    /// An element that exists only as an accessibility element of this container (like a
    /// UIAccessibilityElement created for part of a custom view). It is one of the container's children.
    case element(Element)
    /// A descendant, by its accessibilityIdentifier.
    case reference(String)
}
