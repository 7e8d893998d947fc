import Findings
import Reporting

/// One localisation check: a rule and the findings it makes for one locale.
///
/// Checks are pure functions of the app's strings, the locale's voice and what is spoken; the
/// listening command runs them over a whole app, and the audit can register them as its rules.
public protocol LocaleCheck: Sendable {
    var rule: RuleDescription { get }
    func findings(in input: LocaleCheckInput) -> [Finding]
}

/// Everything a check sees of one locale.
public struct LocaleCheckInput: Sendable {
    public var context: LocaleContext
    /// The locale's reachable elements, screen by screen in swipe order.
    public var elements: [SpokenElement]
    /// The same elements in the development language, by element.
    public var development: [ElementKey: SpokenElement]

    public init(context: LocaleContext, elements: [SpokenElement], development: [ElementKey: SpokenElement] = [:]) {
        self.context = context
        self.elements = elements
        self.development = development
    }

    /// The screens that use a key, for findings about a string.
    func screens(using key: String) -> [String] {
        var screens: [String] = []
        for element in elements where element.keys.contains(key) && !screens.contains(element.screen) {
            screens.append(element.screen)
        }
        return screens
    }

    /// A finding about a string of the strings tables, placed on the first screen using it.
    func stringFinding(
        _ rule: RuleDescription, key: String, table: String?, message: String, detail: String? = nil
    ) -> Finding {
        let screens = screens(using: key)
        return Finding(
            rule: rule.id, severity: rule.severity, message: message, locale: context.locale,
            subject: FindingSubject(screen: screens.first, element: nil, alsoOnScreens: Array(screens.dropFirst())),
            location: table.flatMap { context.stringLocation($0, key) }, detail: detail)
    }

    /// A finding about one spoken element.
    func elementFinding(
        _ rule: RuleDescription, _ element: SpokenElement, severity: Severity? = nil, message: String,
        detail: String? = nil
    ) -> Finding {
        let location =
            element.keys.lazy.compactMap { key in
                self.context.ownTable.flatMap { self.context.stringLocation($0, key) }
            }.first ?? element.location
        return Finding(
            rule: rule.id, severity: severity ?? rule.severity, message: message, locale: context.locale,
            subject: FindingSubject(screen: element.screen, element: element.element), location: location,
            spokenNow: element.spoken, detail: detail)
    }
}
