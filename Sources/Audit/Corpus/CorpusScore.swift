/// Precision and recall of the audit on the corpus: a finding of a rule on a case the guide
/// says breaks that rule is a true positive; on any other case (an acceptable text, or a bad
/// one whose problem is another rule's) a false positive; a rule a bad case breaks that finds
/// nothing there is a miss.
package struct CorpusScore: Sendable {
    package var truePositives = 0
    package var falsePositives = 0
    package var misses = 0

    /// Flagged that are bad; 1 when nothing is flagged.
    package var precision: Double {
        truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// Bad that are flagged; 1 when nothing is bad.
    package var recall: Double {
        truePositives + misses == 0 ? 1 : Double(truePositives) / Double(truePositives + misses)
    }

    /// Counts one case: the rules the guide says it breaks, and those that found something.
    package mutating func add(breaks: Set<String>, found: Set<String>) {
        truePositives += breaks.intersection(found).count
        falsePositives += found.subtracting(breaks).count
        misses += breaks.subtracting(found).count
    }

    package static func + (lhs: CorpusScore, rhs: CorpusScore) -> CorpusScore {
        CorpusScore(
            truePositives: lhs.truePositives + rhs.truePositives,
            falsePositives: lhs.falsePositives + rhs.falsePositives,
            misses: lhs.misses + rhs.misses)
    }
}

/// The corpus's figures: by rule and by locale, each rule's false positives and misses listed.
package struct CorpusReport: Sendable {
    package init() {}

    /// Each (rule, locale)'s score.
    package var scores: [String: [String: CorpusScore]] = [:]
    /// Each false positive and miss, as "rule: case".
    package var falsePositives: [String] = []
    package var misses: [String] = []
    /// Cases, by locale.
    package var cases: [String: Int] = [:]

    package mutating func add(_ item: CorpusCase, found: Set<String>) {
        cases[item.locale, default: 0] += 1
        for rule in item.breaks.union(found) {
            scores[rule, default: [:]][item.locale, default: CorpusScore()].add(
                breaks: item.breaks.intersection([rule]), found: found.intersection([rule]))
        }
        falsePositives += found.subtracting(item.breaks).sorted().map { "\($0): \(item)" }
        misses += item.breaks.subtracting(found).sorted().map { "\($0): \(item)" }
    }

    package func score(rule: String? = nil, locale: String? = nil) -> CorpusScore {
        scores.filter { rule == nil || $0.key == rule }.values.flatMap { byLocale in
            byLocale.filter { locale == nil || $0.key == locale }.values
        }.reduce(CorpusScore(), +)
    }

    /// The figures as a Markdown table: a row a rule and one for all, a column a locale and one for
    /// all, each cell "precision / recall" in per cent.
    package func markdown(locales: [String]) -> String {
        func cell(_ score: CorpusScore) -> String {
            let counted = score.truePositives + score.falsePositives + score.misses
            guard counted > 0 else { return "" }
            return "\(percent(score.precision)) / \(percent(score.recall))"
        }
        var table = "| rule | " + locales.joined(separator: " | ") + " | all | false positives | misses |\n"
        table += "|---|" + String(repeating: "---|", count: locales.count + 3) + "\n"
        for rule in scores.keys.sorted() {
            let all = score(rule: rule)
            table += "| `\(rule)` | " + locales.map { cell(score(rule: rule, locale: $0)) }.joined(separator: " | ")
            table += " | \(cell(all)) | \(all.falsePositives) | \(all.misses) |\n"
        }
        let all = score()
        table += "| all | " + locales.map { cell(score(locale: $0)) }.joined(separator: " | ")
        table += " | \(cell(all)) | \(all.falsePositives) | \(all.misses) |\n"
        table += "| cases | " + locales.map { "\(cases[$0] ?? 0)" }.joined(separator: " | ")
        table += " | \(cases.values.reduce(0, +)) | | |\n"
        return table
    }

    private func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
