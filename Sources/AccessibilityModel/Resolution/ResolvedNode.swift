/// One node of a resolved screen: every attribute concrete for the current state and locale
/// (templates evaluated, conditions decided, strings looked up), as VoiceOver finds the element.
///
/// Nodes live in the resolved screen's node array in depth-first pre-order; `parent`,
/// `children` and `accessibilityElements` are indices into that array.
public struct ResolvedNode: Sendable, Hashable {
    /// A stable id: the accessibilityIdentifier, or the parent's id and the child's index
    /// ("settings/2/0"). The same element keeps its id across state changes.
    public var id: String
    public var accessibilityIdentifier: String?

    /// The name findings and reports give the element: its accessibilityIdentifier, else its id.
    package var reportedName: String { accessibilityIdentifier ?? id }
    package var parent: Int?
    /// Structural children in declaration order (subviews, then inline accessibilityElements).
    package var children: [Int]
    /// The explicit reading order (`accessibilityElements`), when given; otherwise read `children`
    /// in frame order.
    package var accessibilityElements: [Int]? {
        get { rare.value.accessibilityElements }
        set { rare = rare.setting(\.accessibilityElements, to: newValue) }
    }
    public var isAccessibilityElement: Bool
    /// accessibilityLabel, accessibilityValue and accessibilityHint, evaluated.
    public var label: String?
    public var value: String?
    public var hint: String?
    /// accessibilityUserInputLabels, evaluated: the names the element gives Voice Control, most
    /// important first; nil when it gives none, so that UIKit's default holds (a back button's;
    /// Navigation's `VoiceControl.names(of:backWord:)` applies it).
    public var userInputLabels: [String]? {
        get { rare.value.userInputLabels }
        set { rare = rare.setting(\.userInputLabels, to: newValue) }
    }
    /// accessibilityTraits, with the conditional traits whose condition holds.
    public var traits: AccessibilityTraits
    /// accessibilityFrame; for an element without one, the union of its children's frames.
    public var frame: AccessibilityFrame
    /// accessibilityActivationPoint; the frame's centre unless the element gives one.
    public var activationPoint: AccessibilityPoint
    /// The element's language, inherited from its ancestors and the screen; nil means the locale's.
    public var language: String?
    public var containerType: AccessibilityContainerType
    /// accessibilityElementsHidden and accessibilityViewIsModal, decided.
    public var elementsHidden: Bool
    public var viewIsModal: Bool
    /// shouldGroupAccessibilityChildren.
    public var groupsChildren: Bool
    /// True when VoiceOver cannot reach the node: it or an ancestor has
    /// accessibilityElementsHidden, or an ancestor is itself an element (which hides its children).
    /// Zero-size frames and modal views are left to the engine.
    package var isExcluded: Bool
    /// The names of accessibilityCustomActions, in order.
    public var customActions: [String] {
        get { rare.value.customActions }
        set { rare = rare.setting(\.customActions, to: newValue) }
    }
    /// accessibilityScrollStatus, evaluated.
    public var scrollStatus: String? {
        get { rare.value.scrollStatus }
        set { rare = rare.setting(\.scrollStatus, to: newValue) }
    }
    public var dataTableCell: ResolvedDataTableCell? {
        get { rare.value.dataTableCell }
        set { rare = rare.setting(\.dataTableCell, to: newValue) }
    }
    /// For a data table: its row and column counts (given, or from its cells).
    public var rowCount: Int? {
        get { rare.value.rowCount }
        set { rare = rare.setting(\.rowCount, to: newValue) }
    }
    public var columnCount: Int? {
        get { rare.value.columnCount }
        set { rare = rare.setting(\.columnCount, to: newValue) }
    }
    /// The actions the node itself handles (escape, magic tap and scroll may also be handled by
    /// an ancestor, the screen or the app).
    public var supportedActions: SupportedActions
    /// Audit rules silenced on the element, with their reasons (``Element/auditSuppressions``).
    package var auditSuppressions: [String: String] {
        get { rare.value.auditSuppressions }
        set { rare = rare.setting(\.auditSuppressions, to: newValue) }
    }
    /// Whether the element is seen where its frame is (``Element/isVisible``).
    package var isVisible = true
    /// The text the element shows, evaluated (``Element/visibleText``).
    package var visibleText: String? {
        get { rare.value.visibleText }
        set { rare = rare.setting(\.visibleText, to: newValue) }
    }
    /// The placeholder, evaluated (``Element/placeholder``).
    package var placeholder: String? {
        get { rare.value.placeholder }
        set { rare = rare.setting(\.placeholder, to: newValue) }
    }
    /// Whether ``label`` is the placeholder, said in place of a label the element does not have.
    package var labelIsPlaceholder = false
    /// The attributes most nodes leave at their defaults, kept apart so that a node is half the
    /// size: shared by every node that sets none.
    var rare = RareResolvedAttributes.none
}

/// A data table cell as resolved: its row and column ranges (and its headers, as node indices).
public struct ResolvedDataTableCell: Sendable, Hashable {
    public var rowRange: Range<Int>
    public var columnRange: Range<Int>
    package var rowHeaders: [Int]
    package var columnHeaders: [Int]
}

/// The actions a node handles.
public struct SupportedActions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let activate = Self(rawValue: 1 << 0)
    public static let increment = Self(rawValue: 1 << 1)
    public static let decrement = Self(rawValue: 1 << 2)
    public static let escape = Self(rawValue: 1 << 3)
    public static let magicTap = Self(rawValue: 1 << 4)
    public static let scroll = Self(rawValue: 1 << 5)
    public static let customActions = Self(rawValue: 1 << 6)

    init(_ handlers: ActionHandlers, hasCustomActions: Bool) {
        var result: SupportedActions = []
        if handlers.activate != nil { result.insert(.activate) }
        if handlers.increment != nil { result.insert(.increment) }
        if handlers.decrement != nil { result.insert(.decrement) }
        if handlers.escape != nil { result.insert(.escape) }
        if handlers.magicTap != nil { result.insert(.magicTap) }
        if !handlers.scroll.isEmpty { result.insert(.scroll) }
        if hasCustomActions { result.insert(.customActions) }
        self = result
    }
}

extension ResolvedNode {
    /// Whether the element is something to act on: a control's trait, or an activate action.
    /// The audit's rules about controls and Voice Control's names and numbers ask the same.
    package var isActionable: Bool { Self.isActionable(traits: traits, actions: supportedActions) }

    package static func isActionable(traits: AccessibilityTraits, actions: SupportedActions) -> Bool {
        !traits.isDisjoint(with: controlTraits) || actions.contains(.activate)
    }

    /// The traits of something to act on.
    package static let controlTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .switchButton, .textField,
    ]
}
