import AccessibilityModel

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

    /// The positions of `items` in the order workers should take them: largest screens first
    /// (by elements declared), in plan order among equals, so that a long screen does not start
    /// last and leave the other workers idle at the end of a run.
    public static func largestFirst(_ items: [WorkItem], in app: App) -> [Int] {
        var sizes: [String: Int] = [:]
        for item in items where sizes[item.screen.name] == nil {
            sizes[item.screen.name] = app.screen(named: item.screen.name).map { Element.treeSize($0.rootElement) } ?? 0
        }
        return items.indices.sorted { first, second in
            let (a, b) = (sizes[items[first].screen.name] ?? 0, sizes[items[second].screen.name] ?? 0)
            return a != b ? a > b : first < second
        }
    }
}
