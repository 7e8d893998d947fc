/// One share of a listening run: one screen in one locale, rendered by one worker.
public struct WorkItem: Sendable, Hashable, Codable {
    public var locale: String
    public var screen: PlannedScreen

    public init(locale: String, screen: PlannedScreen) {
        self.locale = locale
        self.screen = screen
    }

    /// Every screen in every locale, locale by locale.
    public static func all(locales: [String], plan: ScreenPlan) -> [WorkItem] {
        locales.flatMap { locale in plan.screens.map { WorkItem(locale: locale, screen: $0) } }
    }
}
