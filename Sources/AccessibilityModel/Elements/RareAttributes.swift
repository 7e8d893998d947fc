/// The attributes of an ``Element`` that most elements leave at their defaults, kept in one
/// shared value rather than in each element.
struct RareAttributes: Hashable, Sendable {
    var accessibilityUserInputLabels: [Template]?
    var accessibilityActivationPoint: AccessibilityPoint?
    var accessibilityLanguage: String?
    var conditionalTraits: [ConditionalTrait] = []
    var accessibilityElementsHidden: Condition?
    var accessibilityViewIsModal: Condition?
    var shouldGroupAccessibilityChildren: Condition?
    var accessibilityRowCount: Int?
    var accessibilityColumnCount: Int?
    var dataTableCell: DataTableCell?
    var accessibilityCustomActions: [CustomAction] = []
    var accessibilityScrollStatus: Template?
    var actions: ActionHandlers = .none
    var accessibilityElements: [AccessibilityElementsItem]?
    var auditSuppressions: [String: String] = [:]
    var placeholder: Template?

    /// Whether every attribute is at its default, told field by field (cheaper than comparing
    /// with the defaults: a screen's root element is made each time the screen is resolved).
    var isDefault: Bool {
        accessibilityUserInputLabels == nil && accessibilityActivationPoint == nil && accessibilityLanguage == nil
            && conditionalTraits.isEmpty && accessibilityElementsHidden == nil && accessibilityViewIsModal == nil
            && shouldGroupAccessibilityChildren == nil && accessibilityRowCount == nil
            && accessibilityColumnCount == nil && dataTableCell == nil && accessibilityCustomActions.isEmpty
            && accessibilityScrollStatus == nil && actions.isEmpty && accessibilityElements == nil
            && auditSuppressions.isEmpty && placeholder == nil
    }

    /// Rare attributes as elements hold them: one value shared by the copies of an element, and
    /// by every element that sets none (``none``). It never changes: setting an attribute
    /// makes a new one, so that an element never changes another's.
    final class Shared: Hashable, Sendable {
        let value: RareAttributes

        /// The defaults, shared by every element that sets none.
        static let none = Shared(RareAttributes())

        private init(_ value: RareAttributes) {
            self.value = value
        }

        /// `value` as an element holds it: ``none`` when it holds only defaults.
        static func holding(_ value: RareAttributes) -> Shared {
            value.isDefault ? none : Shared(value)
        }

        static func == (left: Shared, right: Shared) -> Bool { left === right || left.value == right.value }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
