import Findings
import LocaleChecks

/// A localisation check of `LocaleChecks` (shared with `earshot listen`) registered as an audit
/// rule: the check's own logic, run over the whole locale, with the audit's guide text and
/// examples.
public struct LocaleCheckRule: AuditRule {
    public let check: any LocaleCheck
    public let guide: String
    public let examples: RuleExamples

    public init(_ check: any LocaleCheck, guide: String, examples: RuleExamples) {
        self.check = check
        self.guide = guide
        self.examples = examples
    }

    public var rule: RuleDescription { check.rule }

    public func findings(in screen: AuditedScreen) -> [Finding] { [] }

    public func findings(in locale: AuditedLocale) -> [Finding] {
        check.findings(in: locale.checkInput)
    }
}
