import ArgumentParser

/// The values a whole-number option takes, checked in a command's `validate()`: every count or
/// size the command line takes has a largest value, so that no option can make Earshot allocate
/// without bound, start workers without bound, or trap on an overflow.
struct WholeNumberOption {
    let name: String
    let range: ClosedRange<Int>
    /// What the number is, when the message should say ("a percentage").
    let what: String?

    init(_ name: String, _ range: ClosedRange<Int>, what: String? = nil) {
        self.name = name
        self.range = range
        self.what = what
    }

    /// Throws a usage error naming the option and its range when `value` is outside it.
    func check(_ value: Int?) throws {
        guard let value, !range.contains(value) else { return }
        let kind = what.map { "\($0) " } ?? ""
        throw ValidationError(
            "\(name) must be \(kind)from \(range.lowerBound) to \(range.upperBound), not \(value)")
    }
}
