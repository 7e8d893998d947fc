import Findings
import Reporting

/// Everything a rule about a whole locale sees of it: its strings and voice, and its reachable
/// elements as spoken (with their rendered durations, when `earshot listen` measured them).
package struct SpokenLocale: Sendable {
    package var context: LocaleContext
    /// The locale's reachable elements, screen by screen in swipe order, for the rules about the
    /// strings tables and the rendered durations: none when the app has neither (``Auditor``;
    /// a rule about every element walks ``AuditedLocale/screens``).
    package var elements: [SpokenElement]
    /// How long the same elements take to hear in the development language, by element (empty
    /// unless rendered).
    package var developmentDurations: [ElementKey: Double]

    package init(
        context: LocaleContext, elements: [SpokenElement], developmentDurations: [ElementKey: Double] = [:]
    ) {
        self.context = context
        self.elements = elements
        self.developmentDurations = developmentDurations
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
