import Utterances

/// Utterances in other languages and without speech, as the engine makes them.
enum Samples {
    typealias F = Fixtures

    /// The slider in Russian: VoiceOver's Russian words and hint.
    static let russian = Utterance(
        cause: .focus,
        parts: [
            F.speech("Громкость:", .label, "ru", pitch: .capitalised), F.pause(250, .betweenParts),
            F.speech("50%.", .value, "ru"), F.pause(250, .betweenParts),
            F.speech("Элемент регулировки.", .trait, "ru"), F.pause(1000, .hintDelay),
            F.speech(
                "Смахните вверх или вниз одним пальцем, чтобы настроить значение.", .hint, "ru",
                pitch: .sentenceFall),
        ],
        subject: "Громкость")

    /// The stocks row in Chinese: split at the full-width and enumeration commas.
    static let chinese = Utterance(
        cause: .focus,
        parts: [
            F.speech("苹果公司，", .label, "zh-Hans"), F.pause(150, .comma),
            F.speech("432.39美元、", .label, "zh-Hans"), F.pause(150, .comma),
            F.speech("上涨1.3%，", .label, "zh-Hans"), F.pause(250, .betweenParts),
            F.speech("按钮。", .trait, "zh-Hans"),
        ],
        subject: "苹果公司")

    /// Swiping past the last element: the boundary sound and nothing else.
    static let boundary = Utterance(cause: .boundary, parts: [.cue(.boundary)])

    /// A new screen: its sound, then the element focused.
    static let screen = Utterance(
        cause: .notification,
        parts: [
            .cue(.screenChanged), F.speech("Settings", pitch: .capitalised),
            F.pause(250, .betweenParts), F.speech("Heading.", .trait),
        ],
        subject: "settings/title")
}
