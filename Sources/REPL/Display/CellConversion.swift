extension Int {
    /// `value` rounded to the nearest whole number and clamped to `range`; NaN is the range's
    /// lower bound. Never traps, whatever the Double: the map turns points from any screen into
    /// cells with it.
    init(rounding value: Double, clampedTo range: ClosedRange<Int>) {
        guard !value.isNaN else {
            self = range.lowerBound
            return
        }
        let rounded = value.rounded()
        if rounded <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(rounded)
        }
    }
}
