import Synchronization

/// A run's screens on their way to results: each described, the work plan over them, and each
/// screen's result made as soon as the work items its files come from are done.
final class ScreenRendering: @unchecked Sendable {
    let work: WorkPlan
    private let screens: [LocaleScreen]
    /// Read only, from any thread, once made (a description holds its navigation session).
    private let described: [ScreenDescriber.DescribedScreen]
    private let renderer: ScreenRenderer
    private let progress: ListenProgress
    /// For each work item, the screens that wait for it.
    private let dependents: [[Int]]
    private let state: Mutex<(results: [ScreenResult?], waiting: [Int])>

    /// Describes `screens` and plans their synthesis; the screens that need none are made now.
    init(screens: [LocaleScreen], renderer: ScreenRenderer, progress: ListenProgress) throws {
        self.screens = screens
        self.renderer = renderer
        self.progress = progress
        described = try screens.map(renderer.describe)
        work = WorkPlan(
            screens: zip(screens, described).map { ($0, $1.elements.map(\.audio)) }, isReady: renderer.isReady)
        var dependents = [[Int]](repeating: [], count: work.items.count)
        for (screen, items) in work.dependencies.enumerated() {
            for item in items { dependents[item].append(screen) }
        }
        self.dependents = dependents
        state = Mutex((Array(repeating: nil, count: screens.count), work.dependencies.map(\.count)))
        for screen in screens.indices where work.dependencies[screen].isEmpty { try make(screen) }
    }

    /// Notes that work item `item` is done, and makes the screens that waited for it last.
    @Sendable func finished(_ item: Int) throws {
        let ready = state.withLock { state in
            dependents[item].filter { screen in
                state.waiting[screen] -= 1
                return state.waiting[screen] == 0
            }
        }
        for screen in ready { try make(screen) }
    }

    /// Every screen's result, in the order of the screens.
    func results() throws -> [ScreenResult] {
        let results = state.withLock { $0.results }.compactMap { $0 }
        guard results.count == screens.count else {
            throw ListenError.worker("\(screens.count - results.count) screens were not rendered")
        }
        return results
    }

    private func make(_ screen: Int) throws {
        let result = try renderer.assemble(
            screens[screen], described[screen], synthesized: work.synthesized[screen])
        state.withLock { $0.results[screen] = result }
        progress.advance(screens[screen])
    }
}
