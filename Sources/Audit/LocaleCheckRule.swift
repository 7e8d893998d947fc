import Findings
import LocaleChecks
import SpokenDescription

/// A localisation check of `LocaleChecks` (shared with `earshot listen`) registered as an audit
/// rule: the check's own logic, run over the whole locale, with the audit's guide text and
/// examples.
public struct LocaleCheckRule: AuditRule {
    public let check: any LocaleCheck
    public let guide: String
    public let examples: RuleExamples
    /// The suggested fix of an element's attributes, for the speech after it; nil when the fix
    /// is in the strings tables, not the element.
    public let fix: (@Sendable (_ facts: inout ElementFacts, _ screen: AuditedScreen) -> Void)?

    public init(
        _ check: any LocaleCheck, guide: String, examples: RuleExamples,
        fix: (@Sendable (inout ElementFacts, AuditedScreen) -> Void)? = nil
    ) {
        self.check = check
        self.guide = guide
        self.examples = examples
        self.fix = fix
    }

    public var rule: RuleDescription { check.rule }

    public func findings(in screen: AuditedScreen) -> [Finding] { [] }

    /// The check's findings, those about an element with what VoiceOver says now and after the fix.
    public func findings(in locale: AuditedLocale) -> [Finding] {
        check.findings(in: locale.checkInput).map { finding in
            guard let element = finding.subject.element,
                let screen = locale.screens.first(where: { $0.name == finding.subject.screen }),
                let position = screen.session.screen.position(ofID: element)
            else { return finding }
            var spoken = finding
            if spoken.location == nil {
                spoken.location = screen.locate(screen.name, screen.elementPath(of: screen.order[position]))
            }
            spoken.spokenNow = screen.spoken(at: position)
            spoken.spokenAfterFix = fix.map { fix in screen.spoken(at: position) { fix(&$0, screen) } }
            return spoken
        }
    }
}
