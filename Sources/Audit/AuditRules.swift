import Findings

/// Every audit rule, in the order findings are listed: labels, hints, traits, layout, combined
/// elements, then the localisation checks.
public enum AuditRules {
    public static let all: [any AuditRule] = [
        LabelMissingRule(), ImageButtonLabelRule(), LabelTooLongRule(), LabelFileNameRule(),
        DuplicateSpeakableTextRule(),
        HintNamesGestureRule(), HintImperativeRule(), HintRepeatsLabelRule(), HintFormRule(),
        ButtonTraitConflictRule(), AdjustableActionsRule(), HeaderWithoutTextRule(), ContainerHidesChildrenRule(),
        ModalWithoutEscapeRule(),
        TouchTargetRule(), OffScreenRule(), ReadingOrderRule(),
        CombinedLabelCommasRule(),
    ] + LocaleCheckRules.all

    /// The rule with this id.
    public static func rule(_ id: String) -> (any AuditRule)? {
        all.first { $0.rule.id == id }
    }

    /// Every rule's id.
    public static var ids: [String] { all.map(\.rule.id) }
}
