/// `--shard I/N`: the I-th of N shares of the work, for spreading a run over machines.
package struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1-based.
    package var index: Int
    package var count: Int

    /// The `index`-th of `count` shares; 1 ≤ `index` ≤ `count`.
    package init(index: Int, count: Int) {
        precondition((1...count).contains(index), "share \(index) of \(count)")
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// This shard's items: every N-th, starting at the I-th, so each shard gets a mix of locales
    /// and screens.
    package func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
