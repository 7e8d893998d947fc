/// How fast speech goes: words per minute, or VoiceOver's Speaking Rate slider.
public enum SpeechRate: Sendable, Hashable {
    /// espeak-ng's own scale, 80...450 words per minute.
    case wordsPerMinute(Int)
    /// VoiceOver's Speaking Rate slider, 0...100 %. Its middle is espeak-ng's normal speed and its
    /// ends are espeak-ng's limits, linear in between: 0 % is 80 wpm, 50 % is 175 wpm (the
    /// voices' default), 100 % is 450 wpm; so 25 % is about 128 wpm and 75 % about 313 wpm.
    case voiceOver(percent: Int)

    /// The rate on espeak-ng's scale, clamped to 80...450.
    public var wordsPerMinute: Int {
        switch self {
        case .wordsPerMinute(let rate):
            return min(max(rate, Self.slowest), Self.fastest)
        case .voiceOver(let percent):
            let percent = min(max(percent, 0), 100)
            if percent <= 50 {
                return Self.slowest + (Self.normal - Self.slowest) * percent / 50
            }
            return Self.normal + (Self.fastest - Self.normal) * (percent - 50) / 50
        }
    }

    private static let slowest = 80
    private static let normal = 175
    private static let fastest = 450
}
