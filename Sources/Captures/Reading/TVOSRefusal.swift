import AppFiles

/// Captures of tvOS apps are refused: Earshot emulates VoiceOver on iPhone and iPad, and tvOS's
/// VoiceOver moves with the focus engine, which it does not emulate. Each format says what gave
/// the capture away.
enum TVOSRefusal {
    /// The located error for a capture that `evidence` shows comes from tvOS.
    static func error(at mark: SourceLocation, evidence: String) -> LoadError {
        LoadError(
            at: mark,
            "this capture comes from tvOS (\(evidence)): Earshot reads VoiceOver on iPhone and iPad, and tvOS's VoiceOver follows the focus engine, which it does not emulate"
        )
    }

    /// An Apple TV's screen in points: 1920 × 1080 whatever the TV's resolution. No iPhone or
    /// iPad has a window of this size.
    static func isTVScreen(_ frame: CapturedElement.Frame) -> Bool {
        guard case .frame(let frame) = frame else { return false }
        return frame.width == 1920 && frame.height == 1080
    }
}
