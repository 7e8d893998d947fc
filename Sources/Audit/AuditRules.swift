import Findings

/// Every audit rule, in the order findings are listed: labels, hints, traits, layout, combined
/// elements, then the localisation checks.
public enum AuditRules {
    public static let all: [any AuditRule] =
        [
            LabelMissingRule(), ImageButtonLabelRule(), LabelTooLongRule(), LabelFileNameRule(),
            DuplicateSpeakableTextRule(),
            HintObviousRule(), HintNamesGestureRule(), HintImperativeRule(), HintRepeatsLabelRule(), HintFormRule(),
            ButtonTraitConflictRule(), AdjustableActionsRule(), UpdatesFrequentlyRule(), HeaderWithoutTextRule(),
            ContainerHidesChildrenRule(), ModalWithoutEscapeRule(),
            TouchTargetRule(), OffScreenRule(), CoveredElementRule(), ReadingOrderRule(),
            CombinedLabelCommasRule(),
        ] + LocaleCheckRules.all

    /// The rule with this id.
    public static func rule(_ id: String) -> (any AuditRule)? {
        all.first { $0.rule.id == id }
    }

    /// Every rule's id.
    public static var ids: [String] { all.map(\.rule.id) }

    /// The rules as a Markdown table, for docs/audit.md (`earshot audit --list`).
    public static var markdownTable: String {
        var table = "| rule | severity | finds | guide | Xcode audit category |\n|---|---|---|---|---|\n"
        for rule in all {
            let cells = [
                "`\(rule.rule.id)`", rule.rule.severity.rawValue, rule.rule.summary, rule.guide,
                rule.rule.xcodeAuditCategory.map { "`\($0)`" } ?? "",
            ]
            table +=
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return table
    }
}
