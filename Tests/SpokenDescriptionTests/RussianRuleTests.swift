import AccessibilityModel
import SpokenDescription
import Testing

/// docs/voiceover-behaviour.md §3 in Russian, with the reference table's words (§3.11).
@Suite struct RussianRuleTests {
    static let cases: [Spoken] = [
        Spoken("button", ElementFacts(label: "Добавить", traits: .button), "Добавить. Кнопка."),
        Spoken(
            "adjustable with value",
            ElementFacts(label: "Громкость", value: "50%", traits: .adjustable),
            "Громкость: 50%. Элемент регулировки.",
            hint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение."),
        Spoken(
            "dimmed button", ElementFacts(label: "24", traits: [.button, .notEnabled]),
            "24. Недоступно. Кнопка."),
        Spoken(
            "switch on", ElementFacts(value: "1", traits: [.button, .switchButton]),
            "Кнопка-переключатель. Вкл.", hint: "Коснитесь дважды, чтобы переключить настройку."),
        Spoken(
            "switch off", ElementFacts(label: "Wi-Fi", value: "0", traits: [.button, .switchButton]),
            "Wi-Fi. Кнопка-переключатель. Выкл.",
            hint: "Коснитесь дважды, чтобы переключить настройку."),
        Spoken(
            "mixed switch", ElementFacts(value: "2", traits: [.button, .switchButton]),
            "Кнопка-переключатель. Смешанно.",
            hint: "Коснитесь дважды, чтобы переключить настройку."),
        Spoken(
            "back button labelled Назад",
            ElementFacts(label: "Назад", traits: [.button, .backButton]),
            "Кнопка назад."),
        Spoken("value alone", ElementFacts(value: "3 из 5"), "3 из 5"),
        Spoken(
            "selected", ElementFacts(label: "Главная", traits: [.selected, .button]),
            "Выбрано: Главная. Кнопка."),
        Spoken("selected alone", ElementFacts(traits: .selected), "Выбрано."),
        Spoken(
            "every spoken trait",
            ElementFacts(
                label: "X",
                traits: [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled]),
            "X. Недоступно. Кнопка. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска."
        ),
        Spoken(
            "tab", ElementFacts(label: "Почта", traits: [.tabBarItem, .button]), "Почта. Вкладка."),
        Spoken(
            "text field", ElementFacts(label: "Имя", hint: "Полное имя.", traits: .textField),
            "Имя. Текстовое поле.", hint: "Коснитесь дважды, чтобы редактировать."),
        Spoken(
            "secure text field", ElementFacts(label: "Пароль", traits: .secureTextField),
            "Пароль. Защищённое текстовое поле.", hint: "Коснитесь дважды, чтобы редактировать."),
        Spoken(
            "silent traits",
            ElementFacts(label: "Й", traits: [.keyboardKey, .button, .staticText]), "Й"),
        Spoken(
            "hint as label", ElementFacts(hint: "Открывает меню.", traits: .button),
            "Открывает меню. Кнопка."),
        Spoken(
            "label ending with a period", ElementFacts(label: "Готово.", traits: .button),
            "Готово. Кнопка."),
        Spoken(
            "series", ElementFacts(label: "Жирный", context: .series(index: 2, count: 3)),
            "Жирный 2 из 3."),
        Spoken(
            "list start", ElementFacts(label: "Входящие", context: .listStart),
            "Входящие. Начало списка."),
        Spoken(
            "list end", ElementFacts(label: "Корзина", context: .listEnd), "Корзина. Конец списка."),
        Spoken(
            "switch adds its hint",
            ElementFacts(
                label: "Wi-Fi", value: "1", hint: "Включает сеть", traits: [.button, .switchButton]),
            "Wi-Fi. Кнопка-переключатель. Вкл.",
            hint: "Включает сеть. Коснитесь дважды, чтобы переключить настройку."),
        Spoken(
            "dimmed adjustable has no adjustable hint",
            ElementFacts(label: "Громкость", traits: [.adjustable, .notEnabled]),
            "Громкость. Недоступно. Элемент регулировки."),
    ]

    @Test(arguments: cases) func speaks(_ spoken: Spoken) throws {
        let utterance = try Support.describe(spoken.element, in: "ru")
        #expect(utterance.description == spoken.says)
        #expect(utterance.hint == spoken.hint)
    }

    @Test func traitWordsSpeakRussianEvenForAnEnglishLabel() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "Play", traits: .button, language: "en-US"), in: "ru")
        #expect(utterance.segments.map(\.language) == ["en-US", "ru"])
        #expect(utterance.description == "Play. Кнопка.")
    }
}
