import Audit
import Foundation
import ResourceLocation

extension AuditBenchmark {
    /// The audit's precision and recall on the labelled corpus of a checkout
    /// (``LabelledCorpus``): each locale's against the budget (precision at least 95%, recall at
    /// least 90%), the held-out cases' apart, and each rule's in a locale where it is below 100%.
    /// Outside a checkout, which alone holds the corpus, one line says so.
    func runPrecision(report: (Measurement) -> Void) throws {
        let folder: URL
        do {
            folder = try ResourceDirectory.locate(LabelledCorpus.checkoutPath)
        } catch {
            report(Measurement("precision and recall: no labelled corpus outside a checkout", 0, "cases"))
            return
        }
        let (all, heldOut) = try LabelledCorpus(folder: folder).report(voices: voices)
        let budget = LabelledCorpus.budget
        for locale in CorpusCase.locales {
            let score = all.score(locale: locale)
            report(Measurement("precision, \(locale)", score.precision * 100, "%", minimum: budget.precision * 100))
            report(Measurement("recall, \(locale)", score.recall * 100, "%", minimum: budget.recall * 100))
            if heldOut.cases[locale, default: 0] > 0 {
                let held = heldOut.score(locale: locale)
                report(Measurement("  held out: precision, \(locale)", held.precision * 100, "%"))
                report(Measurement("  held out: recall, \(locale)", held.recall * 100, "%"))
            }
            for rule in all.scores.keys.sorted() {
                let score = all.score(rule: rule, locale: locale)
                guard score.truePositives + score.falsePositives + score.misses > 0 else { continue }
                if score.precision < 1 {
                    report(Measurement("  \(rule): precision, \(locale)", score.precision * 100, "%"))
                }
                if score.recall < 1 { report(Measurement("  \(rule): recall, \(locale)", score.recall * 100, "%")) }
            }
        }
    }
}
