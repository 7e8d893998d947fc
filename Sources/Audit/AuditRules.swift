import AccessibilityModel
import AppFiles
import Findings
import LocaleChecks

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

    /// Every rule, the project file's settings applied: `untranslated` with its allowlist, and
    /// without the rules it disables.
    package static func all(for project: AuditProjectFile) -> [any AuditRule] {
        all.filter { !project.disabledRules.contains($0.rule.id) }.map { rule in
            guard let check = rule as? LocaleCheckRule, check.check is UntranslatedCheck else { return rule }
            return check.with(UntranslatedCheck(allowlist: project.untranslatedAllowlist))
        }
    }

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

extension AuditRules {
    /// Each rule an element's `earshotIgnore` names that does not exist, with where the element
    /// is written (`locate`, as the auditor places findings) and the rule it is nearest to.
    package static func unknownSuppressions(
        in app: App, locate: (_ screen: String, _ elementPath: [Int]) -> SourceLocation?
    ) -> [(rule: String, location: SourceLocation?, nearest: String?)] {
        var unknown: [(rule: String, location: SourceLocation?, nearest: String?)] = []
        func walk(_ element: Element, screen: String, path: [Int]) {
            for rule in element.auditSuppressions.keys.sorted() where Self.rule(rule) == nil {
                unknown.append((rule, locate(screen, path), ids.nearest(to: rule)))
            }
            for (index, child) in element.children.enumerated() { walk(child, screen: screen, path: path + [index]) }
        }
        for screen in app.screens {
            for (index, element) in screen.elements.enumerated() { walk(element, screen: screen.name, path: [index]) }
        }
        return unknown
    }
}
