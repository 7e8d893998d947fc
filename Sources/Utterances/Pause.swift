/// A silence between or inside segments.
public struct Pause: Sendable, Hashable, Codable {
    public var milliseconds: Int
    public var reason: Reason

    public init(milliseconds: Int, reason: Reason) {
        self.milliseconds = milliseconds
        self.reason = reason
    }

    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// At a comma inside a label: combined labels rely on it.
        case comma
        /// Between the parts of a description (label, value, traits).
        case betweenParts
        /// Before the hint.
        case hintDelay
        /// Between items read one after another (read all).
        case betweenItems
    }
}
