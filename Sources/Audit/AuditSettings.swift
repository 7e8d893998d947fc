/// The audit's thresholds, each the guide's value by default.
package struct AuditSettings: Sendable, Hashable, Codable {
    /// The smallest touch target, in points, either side (Human Interface Guidelines: 44 × 44).
    package static let defaultMinimumTouchTarget = 44.0
    /// The longest label, in characters, before it is more than a name (A11yUITests: 40).
    package static let defaultMaximumLabelLength = 40
    /// How far, in points, the next element in swipe order may start above the previous one
    /// before the order is said to jump back up (half a touch target: rows of one line pass).
    package static let defaultOrderTolerance = 22.0
    /// How many words a hint may add to the label's verb ("Deletes the message.") and still only
    /// restate it.
    package static let defaultObviousHintExtraWords = 2
    /// The part of an element's frame (0 to 1) one element drawn after it must cover for it to
    /// count as covered: more than half, where explore by touch more often finds the other.
    package static let defaultCoverageThreshold = 0.5

    package var minimumTouchTarget: Double
    package var maximumLabelLength: Int
    package var orderTolerance: Double
    package var obviousHintExtraWords: Int
    package var coverageThreshold: Double

    package init(
        minimumTouchTarget: Double = defaultMinimumTouchTarget,
        maximumLabelLength: Int = defaultMaximumLabelLength, orderTolerance: Double = defaultOrderTolerance,
        obviousHintExtraWords: Int = defaultObviousHintExtraWords, coverageThreshold: Double = defaultCoverageThreshold
    ) {
        self.minimumTouchTarget = minimumTouchTarget
        self.maximumLabelLength = maximumLabelLength
        self.orderTolerance = orderTolerance
        self.obviousHintExtraWords = obviousHintExtraWords
        self.coverageThreshold = coverageThreshold
    }
}
