import Findings

/// Shared UI (a tab bar on every screen) reported once: findings of the same rule, locale and
/// element (by identifier, and, where the caller knows them, the same label and frame) saying
/// the same message and the same speech on several screens become one finding on the first
/// screen, the others listed in `alsoOnScreens`. Elements without an identifier are never
/// merged: their generated ids differ by screen.
package enum SharedFindings {
    struct Key: Hashable {
        var rule: String
        var locale: String?
        var element: String?
        var message: String
        var spokenNow: String?
        var identity: String?
    }

    /// `identity` says what else makes two findings' elements the same (their label and frame).
    package static func merge(_ findings: [Finding], identity: (Finding) -> String? = { _ in nil }) -> [Finding] {
        var merged: [Finding] = []
        var index: [Key: Int] = [:]
        for finding in findings {
            let key = Key(
                rule: finding.rule, locale: finding.locale, element: finding.subject.element, message: finding.message,
                spokenNow: finding.spokenNow, identity: identity(finding))
            if finding.subject.element != nil, let first = index[key],
                let screen = finding.subject.screen, merged[first].subject.screen != screen
            {
                if !merged[first].subject.alsoOnScreens.contains(screen) {
                    merged[first].subject.alsoOnScreens.append(screen)
                }
                continue
            }
            index[key] = index[key] ?? merged.count
            merged.append(finding)
        }
        return merged
    }
}
