import Findings

/// Shared UI (a tab bar on every screen) reported once: findings of the same rule, locale and
/// element (by identifier, and, where the caller knows them, the same label and frame) saying
/// the same message and the same speech on several screens become one finding on the first
/// screen, the others listed in `alsoOnScreens`. Elements without an identifier are never
/// merged: their generated ids differ by screen.
package enum SharedFindings {
    /// What findings that may be one share: the rule, locale and element. The rest (message,
    /// speech, identity) is compared only between findings that share this, which few do.
    struct Key: Hashable {
        var rule: String
        var locale: String?
        var element: String
    }

    /// `identity` says what else makes two findings' elements the same (their label and frame).
    package static func merge(_ findings: [Finding], identity: (Finding) -> String? = { _ in nil }) -> [Finding] {
        var merged: [Finding] = []
        // For each key, the findings kept so far with it (their places in `merged`).
        var kept: [Key: [Int]] = [:]
        for finding in findings {
            guard let element = finding.subject.element else {
                merged.append(finding)
                continue
            }
            let key = Key(rule: finding.rule, locale: finding.locale, element: element)
            // The first kept finding that says the same of the same element; merged into it when
            // it is on another screen.
            let same = kept[key]?.first { place in
                merged[place].message == finding.message && merged[place].spokenNow == finding.spokenNow
                    && identity(merged[place]) == identity(finding)
            }
            if let same, let screen = finding.subject.screen, merged[same].subject.screen != screen {
                if !merged[same].subject.alsoOnScreens.contains(screen) {
                    merged[same].subject.alsoOnScreens.append(screen)
                }
                continue
            }
            if same == nil { kept[key, default: []].append(merged.count) }
            merged.append(finding)
        }
        return merged
    }
}
