import Findings
import LocaleChecks

/// One locale of an app as the rules see it: every screen, and the elements as the localisation
/// checks see them.
public struct AuditedLocale: Sendable {
    public var locale: String
    public var screens: [AuditedScreen]
    /// The locale's strings, voice and spoken elements, for the localisation checks.
    public var checkInput: LocaleCheckInput
}
