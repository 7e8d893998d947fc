import AccessibilityModel
import Foundation
import Voices

/// The labelled corpus (``CorpusCase``) in its folder, audited: every locale's cases, each on a
/// screen of its own, by the rules the corpus judges. What `CorpusPrecisionTests` holds to the
/// figures reached and `earshot bench audit` prints beside the budget (docs/audit.md, "Precision
/// and recall").
package struct LabelledCorpus: Sendable {
    /// The folder of `LOCALE.tsv` files and the strings tables they quote.
    package var folder: URL

    /// The budget in each locale: flagged that are bad, and bad that are flagged.
    package static let budget = (precision: 0.95, recall: 0.90)

    /// Where the corpus lies in a checkout, from its top.
    package static let checkoutPath = "Tests/AuditTests/Fixtures/corpus"

    package init(folder: URL) {
        self.folder = folder
    }

    /// The figures of every case (`all`) and of the held-out cases alone (`heldOut`).
    package func report(voices: VoiceCatalog) throws -> (all: CorpusReport, heldOut: CorpusReport) {
        let rules = AuditRules.audit.filter { CorpusCase.judgedRules.contains($0.rule.id) }
        let auditor = Auditor(rules: rules, voices: voices)
        var report = CorpusReport()
        var heldOut = CorpusReport()
        for locale in CorpusCase.locales {
            let cases = try CorpusCase.load(locale, from: folder)
            let screens = cases.map { item in
                RuleExample.laidOut(Screen("case-\(item.line)") { item.elements })
            }
            let findings = try auditor.audit(App(screens: screens), locales: [locale])
            var found: [String: Set<String>] = [:]
            for finding in findings {
                found[finding.subject.screen ?? "", default: []].insert(finding.rule)
                for screen in finding.subject.alsoOnScreens { found[screen, default: []].insert(finding.rule) }
            }
            for item in cases {
                report.add(item, found: found["case-\(item.line)"] ?? [])
                if item.isHeldOut { heldOut.add(item, found: found["case-\(item.line)"] ?? []) }
            }
        }
        return (report, heldOut)
    }
}
