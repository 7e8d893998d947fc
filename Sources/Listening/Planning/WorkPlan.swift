/// A run's synthesis divided into work items the same way whatever the number of jobs and
/// whichever worker takes which item, so that every file is the same in any run
/// (docs/listening.md, "Identical audio"): a worker synthesises each item in a fresh copy of
/// libespeak-ng, so an element's audio depends only on the item's elements before it.
///
/// Each screen's swipe order is cut into ranges of ``rangeSize`` elements. A file to synthesise
/// belongs to the range holding its first occurrence in the run's order (screens as given:
/// locale by locale, in plan order); the same words later, on that screen or another, are that
/// file again. A range with nothing of its own to synthesise is no item.
package struct WorkPlan: Sendable, Equatable {
    /// Elements in one range: long enough that starting a fresh library for each costs little,
    /// short enough that a long screen is shared between workers.
    package static let rangeSize = 64

    package private(set) var items: [WorkItem] = []
    /// For each screen, in the order given, the items whose files its audio is made of.
    package private(set) var dependencies: [[Int]] = []
    /// For each screen, the positions whose files its own items write.
    package private(set) var synthesized: [Set<Int>] = []

    private let rangeSize: Int
    /// The item writing each file planned so far; nil for a file that is ready.
    private var owners: [String: Int?] = [:]

    /// An empty plan, to which screens are added in the run's order.
    package init(rangeSize: Int = Self.rangeSize) {
        self.rangeSize = rangeSize
    }

    /// The plan for `screens`, each with its elements' audio files in swipe order (see
    /// ``add(_:audio:isReady:)``).
    package init(
        screens: [(screen: LocaleScreen, audio: [String])], rangeSize: Int = Self.rangeSize,
        isReady: (String) throws -> Bool
    ) rethrows {
        self.init(rangeSize: rangeSize)
        for (screen, audio) in screens { try add(screen, audio: audio, isReady: isReady) }
    }

    /// Adds the next screen, with its elements' audio files in swipe order; `isReady` tells
    /// whether a file needs no synthesis (it was reused from an earlier report), and is asked
    /// once a file, in the run's order. New items go at the end of ``items``.
    package mutating func add(_ screen: LocaleScreen, audio: [String], isReady: (String) throws -> Bool) rethrows {
        var needed: Set<Int> = []
        var own: Set<Int> = []
        var current: (range: Int, item: Int)?
        for (position, file) in audio.enumerated() {
            if let owner = owners[file] {
                if let owner { needed.insert(owner) }
                continue
            }
            if try isReady(file) {
                owners[file] = .some(nil)
                continue
            }
            let range = position / rangeSize
            let item: Int
            if let current, current.range == range {
                item = current.item
            } else {
                items.append(WorkItem(screen: screen, elements: []))
                item = items.count - 1
                current = (range, item)
            }
            items[item].elements.append(position)
            owners[file] = item
            own.insert(position)
            needed.insert(item)
        }
        dependencies.append(needed.sorted())
        synthesized.append(own)
    }
}
