import AppFiles
import Reporting

/// One problem found in an app: by the audit (the guide's rules), by the listening checks (what
/// a translator should hear first), or shown for the focused element in the REPL and the
/// workshop view. Every producer and every output (text, JSON, SARIF, JUnit, HTML) share it.
package struct Finding: Sendable, Hashable, Codable {
    /// The rule that found it, e.g. `trait-word-in-label`; see ``RuleDescription``.
    package var rule: String
    package var severity: Severity
    /// One line saying what is wrong here, e.g. `the label repeats the trait word "Button"`.
    package var message: String
    /// The locale it was found in; nil when it holds in every locale.
    package var locale: String?
    /// The screen and element it is about (either may be nil for app-wide findings).
    package var subject: FindingSubject
    /// Where to fix it: the screen file's or strings table's line, when known.
    package var location: SourceLocation?
    /// Where the element is written, when `location` is elsewhere: a label or hint translated in
    /// a strings table is fixed there, and the element it belongs to is shown beside it.
    package var elementLocation: SourceLocation?
    /// What VoiceOver says now, and what it would say after the suggested fix.
    package var spokenNow: String?
    package var spokenAfterFix: String?
    /// Why it matters and how to fix it, beyond the rule's general text.
    package var detail: String?

    package init(
        rule: String, severity: Severity, message: String, locale: String? = nil,
        subject: FindingSubject = FindingSubject(), location: SourceLocation? = nil,
        elementLocation: SourceLocation? = nil, spokenNow: String? = nil, spokenAfterFix: String? = nil,
        detail: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.locale = locale
        self.subject = subject
        self.location = location
        self.elementLocation = elementLocation
        self.spokenNow = spokenNow
        self.spokenAfterFix = spokenAfterFix
        self.detail = detail
    }
}

/// The screen and element a finding is about.
package struct FindingSubject: Sendable, Hashable, Codable {
    package var screen: String?
    /// The element's `accessibilityIdentifier`, or its path in the screen when it has none.
    package var element: String?
    /// Other screens where the same element (identifier, label and frame) has the same finding:
    /// shared UI such as a tab bar is reported once.
    package var alsoOnScreens: [String]

    package init(screen: String? = nil, element: String? = nil, alsoOnScreens: [String] = []) {
        self.screen = screen
        self.element = element
        self.alsoOnScreens = alsoOnScreens
    }
}
