/// The most recent items of a sequence that grows for as long as a session runs, at most
/// `capacity` of them: appending is O(1) and never copies what is kept, and the oldest item is
/// dropped once the capacity is reached.
struct RecentItems<Element> {
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest item is in `storage` once it is full.
    private var start = 0
    /// How many items were dropped to keep within the capacity.
    private(set) var dropped = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    mutating func append(_ item: Element) {
        if storage.count < capacity {
            storage.append(item)
        } else {
            storage[start] = item
            start = (start + 1) % capacity
            dropped += 1
        }
    }

    /// The items, oldest first.
    var items: [Element] { Array(storage[start...] + storage[..<start]) }

    /// The newest item matching `predicate`, changed by `change`; looks back from the newest.
    mutating func updateLast(where predicate: (Element) -> Bool, _ change: (inout Element) -> Void) {
        for offset in 0..<storage.count {
            let index = (start + storage.count - 1 - offset) % storage.count
            if predicate(storage[index]) {
                change(&storage[index])
                return
            }
        }
    }
}
