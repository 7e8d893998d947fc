/// The attributes of a ``ResolvedNode`` that most nodes leave at their defaults, kept in one
/// shared value rather than in each node.
struct RareResolvedAttributes: RareValues {
    var accessibilityElements: [Int]?
    var userInputLabels: [String]?
    var customActions: [String] = []
    var scrollStatus: String?
    var dataTableCell: ResolvedDataTableCell?
    var rowCount: Int?
    var columnCount: Int?
    var auditSuppressions: [String: String] = [:]
    var visibleText: String?
    var placeholder: String?

    var isDefault: Bool {
        accessibilityElements == nil && userInputLabels == nil && customActions.isEmpty && scrollStatus == nil
            && dataTableCell == nil && rowCount == nil && columnCount == nil && auditSuppressions.isEmpty
            && visibleText == nil && placeholder == nil
    }

    static let none = SharedRare(RareResolvedAttributes())
}
