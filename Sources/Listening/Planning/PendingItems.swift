import HeapModule

/// Work items planned and not yet handed to a worker, taken the costliest first: an item's cost
/// is the length of what its elements say in UTF-8 bytes, standing for its synthesis time (a
/// character of Chinese or Japanese, three bytes, takes about as long as a short word). A run
/// then ends on its shortest items, and a worker with nothing left waits less for the others
/// to finish (the longest-processing-time-first rule). Which worker takes which item, and when,
/// changes no file (see ``WorkPlan``).
struct PendingItems {
    private var heap = Heap<Entry>()

    var isEmpty: Bool { heap.isEmpty }

    /// Adds the item at `index` in the plan, of `cost`.
    mutating func add(_ index: Int, cost: Int) {
        heap.insert(Entry(index: index, cost: cost))
    }

    /// Takes the costliest item, the earliest planned among equals; nil when there is none.
    mutating func removeCostliest() -> Int? {
        heap.popMax()?.index
    }

    /// The cost of an item of `elements`, positions in a screen that says `spoken`.
    static func cost(of elements: [Int], saying spoken: [String]) -> Int {
        elements.reduce(0) { $0 + spoken[$1].utf8.count }
    }

    private struct Entry: Comparable {
        var index: Int
        var cost: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.cost, rhs.index) < (rhs.cost, lhs.index)
        }
    }
}
