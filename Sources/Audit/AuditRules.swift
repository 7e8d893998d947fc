import AccessibilityModel
import AppFiles
import Findings

/// Every rule, in the order findings are listed: labels, hints, traits, layout, combined
/// elements, then the locale's strings and how they sound.
package enum AuditRules {
    package static let all: [any AuditRule] = [
        LabelMissingRule(), ImageButtonWithoutLabelRule(), LabelTooLongRule(), LabelFileNameRule(),
        DuplicateSpeakableTextRule(), LabelInNameRule(), VoiceControlNameRule(),
        HintObviousRule(), HintNamesGestureRule(), HintImperativeRule(), HintRepeatsLabelRule(), HintFormRule(),
        TraitConflictRule(), AdjustableWithoutActionsRule(), UpdatesFrequentlyMissingRule(), HeaderWithoutTextRule(),
        ElementHidesControlsRule(), ModalWithoutEscapeRule(),
        TouchTargetTooSmallRule(), ElementOffScreenRule(), ElementCoveredRule(), ReadingOrderJumpsUpRule(),
        CombinedLabelWithoutCommasRule(),
        VoiceRule(), UnverifiedRule(), MissingRule(), UntranslatedRule(), PlaceholderRule(),
        PluralRule(), ScriptRule(), DetectedLanguageRule(), ArabicVowelsRule(), SplitWordRule(), TraitWordInLabelRule(),
        DurationRule(),
        LabelCapitalRule(), LabelPeriodRule(),
    ]

    /// The rules `earshot audit` runs: all but those about what `earshot listen` plays.
    package static var audit: [any AuditRule] { all.filter { !$0.isAboutListening } }

    /// `rules` with the project file's settings applied (`untranslated` with its allowlist,
    /// `duration` with `durationRatio` when given), without the rules it disables.
    package static func configured(
        _ rules: [any AuditRule], for project: AuditProjectFile, durationRatio: Double? = nil
    ) -> [any AuditRule] {
        rules.filter { !project.disabledRules.contains($0.rule.id) }.map { rule in
            switch rule {
            case is UntranslatedRule: UntranslatedRule(allowlist: project.untranslatedAllowlist)
            case is DurationRule:
                DurationRule(ratio: durationRatio ?? project.durationRatio ?? DurationRule.defaultRatio)
            default: rule
            }
        }
    }

    /// The rule with this id.
    package static func rule(_ id: String) -> (any AuditRule)? {
        all.first { $0.rule.id == id }
    }

    /// Every rule's id.
    package static var ids: [String] { all.map(\.rule.id) }

    /// The rules as a Markdown table, for docs/audit.md (`earshot audit --list`): `earshot listen`
    /// runs every rule, `earshot audit` those about the app.
    package static var markdownTable: String {
        var table = "| rule | severity | finds | guide | Xcode audit category | run by |\n|---|---|---|---|---|---|\n"
        for rule in all {
            let cells = [
                "`\(rule.rule.id)`", rule.rule.severity.rawValue, rule.rule.summary, rule.guide,
                rule.rule.xcodeAuditCategory.map { "`\($0)`" } ?? "",
                rule.isAboutListening ? "listen" : "audit, listen",
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
