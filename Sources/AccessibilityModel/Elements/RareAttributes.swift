/// The attributes of an ``Element`` that most elements leave at their defaults, kept in one
/// shared value rather than in each element.
struct RareAttributes: RareValues {
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

    /// (A screen's root element is made, and this asked, each time the screen is resolved.)
    var isDefault: Bool {
        accessibilityUserInputLabels == nil && accessibilityActivationPoint == nil && accessibilityLanguage == nil
            && conditionalTraits.isEmpty && accessibilityElementsHidden == nil && accessibilityViewIsModal == nil
            && shouldGroupAccessibilityChildren == nil && accessibilityRowCount == nil
            && accessibilityColumnCount == nil && dataTableCell == nil && accessibilityCustomActions.isEmpty
            && accessibilityScrollStatus == nil && actions.isEmpty && accessibilityElements == nil
            && auditSuppressions.isEmpty && placeholder == nil
    }

    static let none = SharedRare(RareAttributes())
}
