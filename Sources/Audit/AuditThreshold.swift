import AccessibilityModel
import Reporting

/// One number a team may set for the audit or the listening report, in `earshot-audit.yaml`
/// (under `thresholds:`) or on the command line: its key in the file, what it counts, and the
/// values it takes. Both places check a value here, so that each refuses the same values with the
/// same words, and no value that reaches a rule can trap (a touch target of `1e300` or `inf`).
package struct AuditThreshold: Sendable {
    /// The key in the project file (`touchTarget`); the option is its kebab-case (`--touch-target`).
    package let key: String
    let unit: String
    let isWhole: Bool
    /// The smallest value allowed, and whether it is allowed itself.
    let minimum: Double
    let minimumAllowed: Bool
    /// The largest value allowed: far beyond any sensible setting, and safe to compute with.
    let maximum: Double

    /// The option that sets it on the command line.
    package var option: String {
        "--"
            + key.reduce(into: "") { name, character in
                if character.isUppercase { name += "-" }
                name += character.lowercased()
            }
    }

    /// Why `value`, as written (`text`), is not a value of this threshold, with `name` (the key or
    /// the option) as the message names it; nil when it is one.
    package func problem(with value: Double?, written text: String, name: String) -> String? {
        if let value, value.isFinite, !isWhole || value == value.rounded(), value <= maximum,
            minimumAllowed ? value >= minimum : value > minimum
        {
            return nil
        }
        let kind = isWhole ? "a whole number of \(unit)" : "a number (\(unit))"
        let low = minimumAllowed ? "at least \(minimum.messageText)" : "above \(minimum.messageText)"
        return "\(name) must be \(kind) \(low) and at most \(maximum.messageText), not '\(text.quotedForMessage())'"
    }

    package static let touchTarget = AuditThreshold(
        key: "touchTarget", unit: "points", isWhole: false, minimum: 0, minimumAllowed: false, maximum: 1_000)
    package static let labelLength = AuditThreshold(
        key: "labelLength", unit: "characters", isWhole: true, minimum: 0, minimumAllowed: false, maximum: 1_000_000)
    package static let orderTolerance = AuditThreshold(
        key: "orderTolerance", unit: "points", isWhole: false, minimum: 0, minimumAllowed: true,
        maximum: AccessibilityFrame.maximumCoordinate)
    package static let obviousHintExtraWords = AuditThreshold(
        key: "obviousHintExtraWords", unit: "words", isWhole: true, minimum: 0, minimumAllowed: true, maximum: 1_000)
    package static let coverage = AuditThreshold(
        key: "coverage", unit: "a part of the frame", isWhole: false, minimum: 0, minimumAllowed: false, maximum: 1)
    package static let durationRatio = AuditThreshold(
        key: "durationRatio", unit: "a ratio", isWhole: false, minimum: 0, minimumAllowed: false, maximum: 1_000)

    /// Every threshold, in the order the documentation lists them.
    package static let all = [touchTarget, labelLength, orderTolerance, obviousHintExtraWords, coverage, durationRatio]
}
