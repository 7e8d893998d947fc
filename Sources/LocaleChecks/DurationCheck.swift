import Findings
import Foundation

/// `duration`: an element takes much longer to hear than in the development language. Heard
/// duration is what users wait through before they can move on.
public struct DurationCheck: LocaleCheck {
    /// How many times the development language's duration is still fine.
    public var ratio: Double

    /// The default ratio: more than 1.6 times as long is flagged.
    public static let defaultRatio = 1.6

    public init(ratio: Double = DurationCheck.defaultRatio) {
        self.ratio = ratio
    }

    public let rule = RuleDescription(
        id: "duration", severity: .warning,
        summary: "Spoken duration is far longer than in the development language.",
        why:
            "A VoiceOver user hears every element before deciding to move on; a translation twice as long doubles the wait on every visit.",
        fix: "Shorten the translation, or move detail from the label into the hint.")

    public func findings(in input: LocaleCheckInput) -> [Finding] {
        guard !input.context.isDevelopmentLanguage else { return [] }
        return input.elements.compactMap { element in
            guard let original = input.development[element.key], original.duration > 0,
                element.duration > original.duration * ratio
            else { return nil }
            let times = element.duration / original.duration
            return input.elementFinding(
                rule, element,
                message: String(
                    format: "%.1f s, %.1f× the development language's %.1f s (limit %.1f×)",
                    element.duration, times, original.duration, ratio))
        }
    }
}
