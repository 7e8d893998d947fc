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
    /// The element's text the check is about, when it is one (its findings then point at the
    /// translation, as ``AuditedScreen/finding(_:at:_:about:fix:)`` does).
    public let text: ElementText?

    public init(
        _ check: any LocaleCheck, about text: ElementText? = nil, guide: String, examples: RuleExamples,
        fix: (@Sendable (inout ElementFacts, AuditedScreen) -> Void)? = nil
    ) {
        self.check = check
        self.guide = guide
        self.examples = examples
        self.text = text
        self.fix = fix
    }

    public var rule: RuleDescription { check.rule }

    /// The same rule running `check` (the check configured otherwise: an allowlist).
    func with(_ check: any LocaleCheck) -> LocaleCheckRule {
        LocaleCheckRule(check, about: text, guide: guide, examples: examples, fix: fix)
    }

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
                let place = screen.place(of: screen.order[position], about: text)
                spoken.location = place.location
                spoken.elementLocation = place.element
            }
            spoken.spokenNow = screen.spoken(at: position)
            spoken.spokenAfterFix = fix.map { fix in screen.spoken(at: position) { fix(&$0, screen) } }
            return spoken
        }
    }
}
