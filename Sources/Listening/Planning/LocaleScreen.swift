import AccessibilityModel

/// One screen in one locale: what a report has one result for, what `--shard` divides and what
/// the progress counts.
package struct LocaleScreen: Sendable, Hashable, Codable {
    package var locale: String
    package var screen: PlannedScreen

    package init(locale: String, screen: PlannedScreen) {
        self.locale = locale
        self.screen = screen
    }

    /// Every screen in every locale, locale by locale: the run's order.
    package static func all(locales: [String], plan: ScreenPlan) -> [LocaleScreen] {
        locales.flatMap { locale in plan.screens.map { LocaleScreen(locale: locale, screen: $0) } }
    }
}
