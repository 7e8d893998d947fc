/// A view or accessibility element, with every UIAccessibility attribute under its own name.
///
/// Text attributes are ``Template``s (they may depend on state and locale); boolean attributes
/// are ``Condition``s. Optional attributes that are nil take UIKit's default.
public struct Element: Hashable, Sendable {
    /// The deepest an element may sit below its screen, the top level being 1: screen files
    /// nesting deeper are refused, and captures' deeper containers read as plain groups
    /// (docs/limits.md).
    package static let maximumNestingDepth = 100

    /// accessibilityIdentifier: how actions, notifications and `accessibilityElements` refer to it.
    public var accessibilityIdentifier: String?
    /// isAccessibilityElement; nil means the default: true for a leaf, false for a view with children.
    public var isAccessibilityElement: Condition?
    public var accessibilityLabel: Template?
    public var accessibilityValue: Template?
    public var accessibilityHint: Template?
    /// accessibilityFrame in points; nil means the union of the children's frames.
    public var accessibilityFrame: AccessibilityFrame?
    public var accessibilityTraits: AccessibilityTraits
    public var accessibilityContainerType: AccessibilityContainerType?
    /// Child views, read in frame order unless `accessibilityElements` says otherwise.
    public var subviews: [Element]
    /// False for an element that is read but not seen where its frame is: a capture's
    /// `visible="false"` (scrolled under a bar, out of the window, or a frame left stale),
    /// `earshotVisible: false` in screen files. Not UIKit's: the audit does not take such an
    /// element to be drawn over others.
    package var isVisible = true
    /// The text the element shows on the screen (a button's title), when it is text:
    /// `earshotVisibleText` in screen files. Not UIKit's: the audit checks that the label, or
    /// the first input label, holds it (WCAG 2.5.3, label in name).
    package var visibleText: Template?
    /// The attributes most elements leave at their defaults, kept apart so that an element is a
    /// third of the size (a screen may have 100,000): shared by every element that sets none.
    private var rare = RareAttributes.none

    /// accessibilityUserInputLabels (SwiftUI's `accessibilityInputLabels(_:)`): the names Voice
    /// Control and Full Keyboard Access take for the element, most important first, each
    /// localisable as a label. nil takes UIKit's default (none, but a back button's); an empty
    /// list says there are none, so the label is the name.
    public var accessibilityUserInputLabels: [Template]? {
        get { rare.value.accessibilityUserInputLabels }
        set { rare = rare.setting(\.accessibilityUserInputLabels, to: newValue) }
    }
    /// accessibilityActivationPoint; nil means the frame's centre.
    public var accessibilityActivationPoint: AccessibilityPoint? {
        get { rare.value.accessibilityActivationPoint }
        set { rare = rare.setting(\.accessibilityActivationPoint, to: newValue) }
    }
    /// accessibilityLanguage (a BCP 47 tag such as "fr-FR"); inherited by descendants.
    public var accessibilityLanguage: String? {
        get { rare.value.accessibilityLanguage }
        set { rare = rare.setting(\.accessibilityLanguage, to: newValue) }
    }
    /// Traits added while their condition holds.
    public var conditionalTraits: [ConditionalTrait] {
        get { rare.value.conditionalTraits }
        set { rare = rare.setting(\.conditionalTraits, to: newValue) }
    }
    public var accessibilityElementsHidden: Condition? {
        get { rare.value.accessibilityElementsHidden }
        set { rare = rare.setting(\.accessibilityElementsHidden, to: newValue) }
    }
    public var accessibilityViewIsModal: Condition? {
        get { rare.value.accessibilityViewIsModal }
        set { rare = rare.setting(\.accessibilityViewIsModal, to: newValue) }
    }
    /// shouldGroupAccessibilityChildren: the view's children are read together, sorted among
    /// themselves, before what lies beside the view.
    public var shouldGroupAccessibilityChildren: Condition? {
        get { rare.value.shouldGroupAccessibilityChildren }
        set { rare = rare.setting(\.shouldGroupAccessibilityChildren, to: newValue) }
    }
    /// For a data table: accessibilityRowCount and accessibilityColumnCount (nil: from the cells).
    public var accessibilityRowCount: Int? {
        get { rare.value.accessibilityRowCount }
        set { rare = rare.setting(\.accessibilityRowCount, to: newValue) }
    }
    public var accessibilityColumnCount: Int? {
        get { rare.value.accessibilityColumnCount }
        set { rare = rare.setting(\.accessibilityColumnCount, to: newValue) }
    }
    /// For a cell of a data table.
    public var dataTableCell: DataTableCell? {
        get { rare.value.dataTableCell }
        set { rare = rare.setting(\.dataTableCell, to: newValue) }
    }
    public var accessibilityCustomActions: [CustomAction] {
        get { rare.value.accessibilityCustomActions }
        set { rare = rare.setting(\.accessibilityCustomActions, to: newValue) }
    }
    /// accessibilityScrollStatus: what VoiceOver says after a scroll ("Page 2 of 5").
    public var accessibilityScrollStatus: Template? {
        get { rare.value.accessibilityScrollStatus }
        set { rare = rare.setting(\.accessibilityScrollStatus, to: newValue) }
    }
    /// What the element does for VoiceOver's actions (double tap, swipe up or down, escape…).
    public var actions: ActionHandlers {
        get { rare.value.actions }
        set { rare = rare.setting(\.actions, to: newValue) }
    }
    /// An explicit reading order; nil reads the children in frame order.
    public var accessibilityElements: [AccessibilityElementsItem]? {
        get { rare.value.accessibilityElements }
        set { rare = rare.setting(\.accessibilityElements, to: newValue) }
    }
    /// Audit rules silenced on this element, by rule id, each with the reason (`earshotIgnore`
    /// in screen files). Not UIKit's: the audit counts the findings it silences.
    package var auditSuppressions: [String: String] {
        get { rare.value.auditSuppressions }
        set { rare = rare.setting(\.auditSuppressions, to: newValue) }
    }
    /// The text a text field shows while it is empty (UIKit's `UITextField.placeholder`,
    /// SwiftUI's prompt): `earshotPlaceholder` in screen files, a capture's `placeholderValue`.
    /// VoiceOver says it where the field has no label, and the audit reports the label missing
    /// (`label-missing`): the placeholder is gone once the user types.
    package var placeholder: Template? {
        get { rare.value.placeholder }
        set { rare = rare.setting(\.placeholder, to: newValue) }
    }

    public init(
        accessibilityIdentifier: String? = nil,
        isAccessibilityElement: Condition? = nil,
        accessibilityLabel: Template? = nil,
        accessibilityValue: Template? = nil,
        accessibilityHint: Template? = nil,
        accessibilityUserInputLabels: [Template]? = nil,
        accessibilityFrame: AccessibilityFrame? = nil,
        accessibilityActivationPoint: AccessibilityPoint? = nil,
        accessibilityLanguage: String? = nil,
        accessibilityTraits: AccessibilityTraits = [],
        conditionalTraits: [ConditionalTrait] = [],
        accessibilityElementsHidden: Condition? = nil,
        accessibilityViewIsModal: Condition? = nil,
        shouldGroupAccessibilityChildren: Condition? = nil,
        accessibilityContainerType: AccessibilityContainerType? = nil,
        accessibilityRowCount: Int? = nil,
        accessibilityColumnCount: Int? = nil,
        dataTableCell: DataTableCell? = nil,
        accessibilityCustomActions: [CustomAction] = [],
        accessibilityScrollStatus: Template? = nil,
        actions: ActionHandlers = .none,
        subviews: [Element] = [],
        accessibilityElements: [AccessibilityElementsItem]? = nil
    ) {
        self.accessibilityIdentifier = accessibilityIdentifier
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityHint = accessibilityHint
        self.accessibilityFrame = accessibilityFrame
        self.accessibilityTraits = accessibilityTraits
        self.accessibilityContainerType = accessibilityContainerType
        self.subviews = subviews
        rare = .holding(
            RareAttributes(
                accessibilityUserInputLabels: accessibilityUserInputLabels,
                accessibilityActivationPoint: accessibilityActivationPoint,
                accessibilityLanguage: accessibilityLanguage, conditionalTraits: conditionalTraits,
                accessibilityElementsHidden: accessibilityElementsHidden,
                accessibilityViewIsModal: accessibilityViewIsModal,
                shouldGroupAccessibilityChildren: shouldGroupAccessibilityChildren,
                accessibilityRowCount: accessibilityRowCount, accessibilityColumnCount: accessibilityColumnCount,
                dataTableCell: dataTableCell, accessibilityCustomActions: accessibilityCustomActions,
                accessibilityScrollStatus: accessibilityScrollStatus, actions: actions,
                accessibilityElements: accessibilityElements))
    }

    /// The structural children: the subviews, then the elements declared inline in
    /// `accessibilityElements`. Generated ids and model locations index into this list.
    package var children: [Element] {
        guard let accessibilityElements else { return subviews }
        var result = subviews
        for item in accessibilityElements {
            if case .element(let element) = item { result.append(element) }
        }
        return result
    }

    /// Whether the element has any children.
    package var hasChildren: Bool {
        !subviews.isEmpty
            || (accessibilityElements?.contains { if case .element = $0 { true } else { false } } ?? false)
    }
}
