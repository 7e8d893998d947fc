import Findings
import LocaleChecks

/// One locale of an app as the rules see it: every screen, and the elements as the localisation
/// checks see them.
public struct AuditedLocale: Sendable {
    public var locale: String
    public var screens: [AuditedScreen]
    /// The locale's strings, voice and spoken elements, for the localisation checks.
    public var checkInput: LocaleCheckInput

    /// The rules silenced on each element (`earshotIgnore`), by screen and element.
    var suppressions: [ElementKey: [String: String]] {
        var result: [ElementKey: [String: String]] = [:]
        for screen in screens {
            for node in screen.nodes where !node.auditSuppressions.isEmpty {
                result[ElementKey(screen: screen.name, element: node.accessibilityIdentifier ?? node.id)] = node.auditSuppressions
            }
        }
        return result
    }
}
