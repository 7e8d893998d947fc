import AccessibilityModel
import SpokenDescription
import Testing

/// docs/voiceover-behaviour.md §3.4, §3.7 and §3.9 in en-US, ru and de: switches with and without
/// the button trait, VoiceOver's own hints beside the author's, and positions in a series or a
/// tab bar. The words are those of the reference table (§3.11).
@Suite struct SwitchHintAndPositionTests {
    /// One element and what VoiceOver says for it in each locale: the description, then the hint.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let element: ElementFacts
        let says: [String: (description: String, hint: String?)]

        var testDescription: String { name }
    }

    static let switchHint = [
        "en-US": "Double tap to toggle setting.", "ru": "Коснитесь дважды, чтобы переключить настройку.",
        "de": "Zum Umschalten doppeltippen.",
    ]

    static let cases: [Case] = [
        Case(
            name: "a switch with the button trait says Switch Button and its state",
            element: ElementFacts(label: "Wi-Fi", value: "1", traits: [.button, .switchButton]),
            says: [
                "en-US": ("Wi-Fi. Switch Button. On.", switchHint["en-US"]),
                "ru": ("Wi-Fi. Кнопка-переключатель. Вкл.", switchHint["ru"]),
                "de": ("Wi-Fi. Umschalttaste. Ein.", switchHint["de"]),
            ]),
        Case(
            name: "a switch without the button trait says only its state",
            element: ElementFacts(label: "Wi-Fi", value: "1", traits: .switchButton),
            says: [
                "en-US": ("Wi-Fi. On.", switchHint["en-US"]),
                "ru": ("Wi-Fi. Вкл.", switchHint["ru"]),
                "de": ("Wi-Fi. Ein.", switchHint["de"]),
            ]),
        Case(
            name: "a switch that is off, without the button trait",
            element: ElementFacts(label: "Wi-Fi", value: "0", traits: .switchButton),
            says: [
                "en-US": ("Wi-Fi. Off.", switchHint["en-US"]),
                "ru": ("Wi-Fi. Выкл.", switchHint["ru"]),
                "de": ("Wi-Fi. Aus.", switchHint["de"]),
            ]),
        Case(
            name: "iOS 17's toggle button is read as a switch with the button trait",
            element: ElementFacts(label: "Mute", value: "1", traits: .toggleButton),
            says: [
                "en-US": ("Mute. Switch Button. On.", switchHint["en-US"]),
                "ru": ("Mute. Кнопка-переключатель. Вкл.", switchHint["ru"]),
                "de": ("Mute. Umschalttaste. Ein.", switchHint["de"]),
            ]),
        Case(
            name: "a toggle button beside the button trait, off",
            element: ElementFacts(label: "Mute", value: "0", traits: [.toggleButton, .button]),
            says: [
                "en-US": ("Mute. Switch Button. Off.", switchHint["en-US"]),
                "ru": ("Mute. Кнопка-переключатель. Выкл.", switchHint["ru"]),
                "de": ("Mute. Umschalttaste. Aus.", switchHint["de"]),
            ]),
        Case(
            name: "a switch's other value is said as it is, with no period",
            element: ElementFacts(label: "Mode", value: "Auto", traits: [.button, .switchButton]),
            says: [
                "en-US": ("Mode. Switch Button. Auto", switchHint["en-US"]),
                "ru": ("Mode. Кнопка-переключатель. Auto", switchHint["ru"]),
                "de": ("Mode. Umschalttaste. Auto", switchHint["de"]),
            ]),
        Case(
            name: "a switch's other value without the button trait",
            element: ElementFacts(label: "Mode", value: "Auto", traits: .switchButton),
            says: [
                "en-US": ("Mode. Auto", switchHint["en-US"]),
                "ru": ("Mode. Auto", switchHint["ru"]),
                "de": ("Mode. Auto", switchHint["de"]),
            ]),
        Case(
            name: "the switch hint follows the author's",
            element: ElementFacts(
                label: "Mode", value: "0", hint: "Changes mode.", traits: [.button, .switchButton]),
            says: [
                "en-US": ("Mode. Switch Button. Off.", "Changes mode. Double tap to toggle setting."),
                "ru": (
                    "Mode. Кнопка-переключатель. Выкл.",
                    "Changes mode. Коснитесь дважды, чтобы переключить настройку."
                ),
                "de": ("Mode. Umschalttaste. Aus.", "Changes mode. Zum Umschalten doppeltippen."),
            ]),
        Case(
            name: "a dimmed switch gets no switch hint",
            element: ElementFacts(
                label: "Wi-Fi", value: "0", hint: "Changes mode.",
                traits: [.button, .switchButton, .notEnabled]),
            says: [
                "en-US": ("Wi-Fi. Dimmed. Switch Button. Off.", "Changes mode."),
                "ru": ("Wi-Fi. Недоступно. Кнопка-переключатель. Выкл.", "Changes mode."),
                "de": ("Wi-Fi. Grau dargestellt. Umschalttaste. Aus.", "Changes mode."),
            ]),
        Case(
            name: "a text field's hint replaces the author's",
            element: ElementFacts(label: "Name", hint: "Your full name.", traits: .textField),
            says: [
                "en-US": ("Name. Text Field.", "Double tap to edit."),
                "ru": ("Name. Текстовое поле.", "Коснитесь дважды, чтобы редактировать."),
                "de": ("Name. Textfeld.", "Zum Bearbeiten doppeltippen."),
            ]),
        Case(
            name: "a dimmed text field keeps the author's hint",
            element: ElementFacts(label: "Name", hint: "Locked.", traits: [.textField, .notEnabled]),
            says: [
                "en-US": ("Name. Dimmed. Text Field.", "Locked."),
                "ru": ("Name. Недоступно. Текстовое поле.", "Locked."),
                "de": ("Name. Grau dargestellt. Textfeld.", "Locked."),
            ]),
        Case(
            name: "the adjustable hint follows the author's",
            element: ElementFacts(
                label: "Volume", value: "50%", hint: "Sets the level", traits: .adjustable),
            says: [
                "en-US": (
                    "Volume: 50%. Adjustable.",
                    "Sets the level. Swipe up or down with one finger to adjust the value."
                ),
                "ru": (
                    "Volume: 50%. Элемент регулировки.",
                    "Sets the level. Смахните вверх или вниз одним пальцем, чтобы настроить значение."
                ),
                "de": (
                    "Volume: 50%. Einstellbar.",
                    "Sets the level. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."
                ),
            ]),
        Case(
            name: "an adjustable switch gets the switch hint only",
            element: ElementFacts(
                label: "Fan", value: "1", traits: [.button, .switchButton, .adjustable]),
            says: [
                "en-US": ("Fan. Switch Button. On. Adjustable.", switchHint["en-US"]),
                "ru": ("Fan. Кнопка-переключатель. Вкл. Элемент регулировки.", switchHint["ru"]),
                "de": ("Fan. Umschalttaste. Ein. Einstellbar.", switchHint["de"]),
            ]),
        Case(
            name: "an adjustable element whose hint is its only text gets no adjustable hint",
            element: ElementFacts(hint: "Brightness", traits: .adjustable),
            says: [
                "en-US": ("Brightness. Adjustable.", nil),
                "ru": ("Brightness. Элемент регулировки.", nil),
                "de": ("Brightness. Einstellbar.", nil),
            ]),
        Case(
            name: "a dimmed adjustable element gets no adjustable hint",
            element: ElementFacts(
                label: "Volume", value: "5", hint: "Sets the level.", traits: [.adjustable, .notEnabled]),
            says: [
                "en-US": ("Volume: 5. Dimmed. Adjustable.", "Sets the level."),
                "ru": ("Volume: 5. Недоступно. Элемент регулировки.", "Sets the level."),
                "de": ("Volume: 5. Grau dargestellt. Einstellbar.", "Sets the level."),
            ]),
        Case(
            name: "a segment keeps its button word and says its position",
            element: ElementFacts(
                label: "First", traits: .button, context: .series(index: 1, count: 3)),
            says: [
                "en-US": ("First. Button. 1 of 3.", nil),
                "ru": ("First. Кнопка. 1 из 3.", nil),
                "de": ("First. Taste. 1 von 3.", nil),
            ]),
        Case(
            name: "a tab says Tab and its position, no button word",
            element: ElementFacts(
                label: "Item A", traits: .button, context: .tab(index: 1, count: 3)),
            says: [
                "en-US": ("Item A. Tab. 1 of 3.", nil),
                "ru": ("Item A. Вкладка. 1 из 3.", nil),
                "de": ("Item A. Tabulator. 1 von 3.", nil),
            ]),
        Case(
            name: "a landmark's last element says the landmark ends",
            element: ElementFacts(label: "More", context: .landmarkEnd),
            says: [
                "en-US": ("More. End.", nil),
                "ru": ("More. Конец ориентира.", nil),
                "de": ("More. Ende.", nil),
            ]),
    ]

    @Test(arguments: cases, ["en-US", "ru", "de"])
    func speaks(_ spoken: Case, in locale: String) throws {
        let expected = try #require(spoken.says[locale])
        let utterance = try Support.describe(spoken.element, in: locale)
        #expect(utterance.description == expected.description)
        #expect(utterance.hint == expected.hint)
    }

    @Test(arguments: ["en-US", "ru", "de"])
    func aSwitchValueIsNeverSaidAfterItsLabel(_ locale: String) throws {
        for value in ["0", "1", "2", "Auto"] {
            for traits: AccessibilityTraits in [.switchButton, [.switchButton, .button]] {
                let utterance = try Support.describe(
                    ElementFacts(label: "Wi-Fi", value: value, traits: traits), in: locale)
                #expect(!utterance.description.contains(": "), "\(locale) \(value)")
                #expect(!utterance.description.contains(value) || value == "Auto")
            }
        }
    }
}
