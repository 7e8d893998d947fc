import Foundation

/// A run's screens on their way to results: each described and added to the work plan in turn,
/// its items handed to workers as soon as they are planned, and each screen's result made as
/// soon as the items its files come from are done. Items are handed out the costliest
/// first (``PendingItems``).
final class ScreenRendering: @unchecked Sendable {
    private let screens: [LocaleScreen]
    private let renderer: ScreenRenderer
    private let progress: ListenProgress
    /// Guards everything below.
    private let condition = NSCondition()
    private var plan = WorkPlan()
    /// The screens described so far (a description holds its navigation session).
    private var described: [ScreenDescriber.DescribedScreen] = []
    /// For each planned item: the screen it belongs to, whether it is done, and the screens
    /// waiting for it.
    private var itemScreens: [Int] = []
    private var done: [Bool] = []
    private var dependents: [[Int]] = []
    /// For each described screen, how many of its items are not done.
    private var waiting: [Int] = []
    private var results: [ScreenResult?]
    /// Items planned and not handed out yet.
    private var pending = PendingItems()
    private var planned = false

    init(screens: [LocaleScreen], renderer: ScreenRenderer, progress: ListenProgress) {
        self.screens = screens
        self.renderer = renderer
        self.progress = progress
        results = Array(repeating: nil, count: screens.count)
    }

    /// Work items planned so far (all of them once ``planScreens()`` has returned).
    var itemCount: Int { locked { plan.items.count } }

    /// Describes and plans each screen in turn, and makes a screen at once when its files need
    /// no synthesis. May run on a thread of its own while workers take the items.
    func planScreens() throws {
        defer {
            locked {
                planned = true
                condition.broadcast()
            }
        }
        for (index, screen) in screens.enumerated() {
            let description = try renderer.describe(screen)
            let ready = locked {
                let first = plan.items.count
                plan.add(screen, audio: description.elements.map(\.audio), isReady: renderer.isReady)
                described.append(description)
                let spoken = description.elements.map(\.spoken.spoken)
                for item in first..<plan.items.count {
                    pending.add(item, cost: PendingItems.cost(of: plan.items[item].elements, saying: spoken))
                }
                itemScreens += Array(repeating: index, count: plan.items.count - first)
                done += Array(repeating: false, count: plan.items.count - first)
                dependents += Array(repeating: [], count: plan.items.count - first)
                let open = plan.dependencies[index].filter { !done[$0] }
                for item in open { dependents[item].append(index) }
                waiting.append(open.count)
                condition.broadcast()
                return open.isEmpty
            }
            if ready { try make(index) }
        }
    }

    /// The next work item's position and what its elements say, waiting while planning may
    /// still add one; nil when there are no more.
    @Sendable func next() -> (index: Int, speech: [ElementSpeech])? {
        let next = locked { () -> (Int, WorkItem, ScreenDescriber.DescribedScreen)? in
            while pending.isEmpty, !planned { condition.wait() }
            guard let item = pending.removeCostliest() else { return nil }
            return (item, plan.items[item], described[itemScreens[item]])
        }
        return next.map { index, item, described in (index, renderer.speech(of: item, described)) }
    }

    /// Notes that work item `item` is done, and makes the screens that waited for it last.
    @Sendable func finished(_ item: Int) throws {
        let ready = locked {
            done[item] = true
            return dependents[item].filter { screen in
                waiting[screen] -= 1
                return waiting[screen] == 0
            }
        }
        for screen in ready { try make(screen) }
    }

    /// Every screen's result, in the order of the screens.
    func allResults() throws -> [ScreenResult] {
        let made = locked { results.compactMap { $0 } }
        guard made.count == screens.count else {
            throw ListenError.worker("\(screens.count - made.count) screens were not rendered")
        }
        return made
    }

    private func make(_ screen: Int) throws {
        let (description, synthesized) = locked { (described[screen], plan.synthesized[screen]) }
        let result = try renderer.assemble(screens[screen], description, synthesized: synthesized)
        locked { results[screen] = result }
        progress.advance(screens[screen])
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }
}
