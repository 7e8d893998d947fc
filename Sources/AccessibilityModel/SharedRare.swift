/// Attributes that most of their holders leave at their defaults, kept apart in a
/// ``SharedRare`` so that a holder is the size of one reference rather than of them all (a
/// screen may have 100,000 elements, and its resolved nodes as many).
protocol RareValues: Hashable, Sendable {
    /// The defaults, shared by every holder that sets none.
    static var none: SharedRare<Self> { get }
    /// Whether every attribute is at its default, told field by field (cheaper than comparing
    /// with the defaults).
    var isDefault: Bool { get }
}

/// Rare attributes as their holders keep them: one value shared by the copies of a holder, and
/// by every holder that sets none (``RareValues/none``). It never changes: setting an attribute
/// makes a new one, so that a holder never changes another's.
final class SharedRare<Value: RareValues>: Hashable, Sendable {
    let value: Value

    /// `value` in a storage of its own; holders take ``holding(_:)``, which shares the defaults.
    init(_ value: Value) {
        self.value = value
    }

    /// `value` as a holder keeps it: ``RareValues/none`` when it holds only defaults.
    static func holding(_ value: Value) -> SharedRare {
        value.isDefault ? Value.none : SharedRare(value)
    }

    /// These attributes with `attribute` set to `newValue`.
    func setting<Attribute>(_ attribute: WritableKeyPath<Value, Attribute>, to newValue: Attribute) -> SharedRare {
        var changed = value
        changed[keyPath: attribute] = newValue
        return .holding(changed)
    }

    static func == (left: SharedRare, right: SharedRare) -> Bool { left === right || left.value == right.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
