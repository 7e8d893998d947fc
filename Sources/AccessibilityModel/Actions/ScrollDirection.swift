/// UIAccessibilityScrollDirection: the direction of a three-finger swipe.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case right, left, up, down, next, previous
}
