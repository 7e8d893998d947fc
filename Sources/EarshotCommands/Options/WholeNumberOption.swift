import ArgumentParser

/// The values a whole-number option takes, checked in a command's `validate()`: every count or
/// size the command line takes has a largest value, so that no option can make Earshot allocate
/// without bound, start workers without bound, or trap on an overflow.
struct WholeNumberOption {
    let name: String
    let range: ClosedRange<Int>

    init(_ name: String, _ range: ClosedRange<Int>) {
        self.name = name
        self.range = range
    }

    /// Throws a usage error naming the option and its range when `value` is outside it.
    func check(_ value: Int?) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
    }
}
