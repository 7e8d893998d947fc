/// The kind of device a screen is laid out for. It decides VoiceOver's row threshold: two elements
/// whose top edges differ by less than it count as one row.
public enum Device: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad

    /// Top edges closer than this many points are one row (8 pt on a phone, 13 pt on a pad).
    package var rowThreshold: Double {
        switch self {
        case .phone: 8
        case .pad: 13
        }
    }

    /// The screen size used when a screen names none (an iPhone 15 and an iPad Air in portrait).
    package var defaultSize: AccessibilitySize {
        switch self {
        case .phone: AccessibilitySize(width: 393, height: 852)
        case .pad: AccessibilitySize(width: 820, height: 1180)
        }
    }
}
