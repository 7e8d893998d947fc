/// What an element (or a screen, or the app) does for each VoiceOver action. A nil list means the
/// action is not handled there; an empty list handles it without doing anything.
public struct ActionHandlers: Hashable, Sendable {
    /// accessibilityActivate (double tap).
    public var activate: [Effect]?
    /// accessibilityIncrement (swipe up on an adjustable element).
    public var increment: [Effect]?
    /// accessibilityDecrement (swipe down on an adjustable element).
    public var decrement: [Effect]?
    /// accessibilityPerformEscape (two-finger scrub).
    public var escape: [Effect]?
    /// accessibilityPerformMagicTap (two-finger double tap).
    public var magicTap: [Effect]?
    /// accessibilityScroll(_:) (three-finger swipe), by direction.
    public var scroll: [ScrollDirection: [Effect]]

    public init(
        activate: [Effect]? = nil, increment: [Effect]? = nil, decrement: [Effect]? = nil,
        escape: [Effect]? = nil, magicTap: [Effect]? = nil, scroll: [ScrollDirection: [Effect]] = [:]
    ) {
        self.activate = activate
        self.increment = increment
        self.decrement = decrement
        self.escape = escape
        self.magicTap = magicTap
        self.scroll = scroll
    }

    /// Handles no action.
    public static let none = ActionHandlers()

    package var isEmpty: Bool { self == .none }

    /// The effects for an action, nil when it is not handled here. Custom actions live elsewhere.
    package func effects(for action: AccessibilityAction) -> [Effect]? {
        switch action {
        case .activate: activate
        case .increment: increment
        case .decrement: decrement
        case .escape: escape
        case .magicTap: magicTap
        case .scroll(let direction): scroll[direction]
        case .custom: nil
        }
    }
}
