import AccessibilityModel
import Localization
import Testing

@Suite struct TemplateTests {
    func evaluate(_ source: String, _ values: [String: StateValue] = [:], locale: String = "en") throws -> String {
        let template = try Template(parsing: source)
        let context = EvaluationContext(
            screenValues: values, appValues: [:], strings: Localizations().strings(for: locale))
        return template.evaluate(in: context)
    }

    @Test func interpolationAndConditionals() throws {
        #expect(try evaluate("{shift ? 'Q' : 'q'}", ["shift": .bool(true)]) == "Q")
        #expect(try evaluate("{shift ? 'Q' : 'q'}", ["shift": .bool(false)]) == "q")
        #expect(try evaluate("Page {page + 1} of {total}", ["page": .int(1), "total": .int(5)]) == "Page 2 of 5")
        #expect(
            try evaluate("{!a && (b || c) ? \"yes\" : 'no'}", ["a": .bool(false), "b": .bool(false), "c": .bool(true)])
                == "yes")
        #expect(try evaluate("{mode == 'numbers' ? 1 : 2}", ["mode": .string("numbers")]) == "1")
        #expect(try evaluate("{{literal}} {x}", ["x": .int(3)]) == "{literal} 3")
        #expect(try evaluate("{name | upper} {name | capitalized}", ["name": .string("anna")]) == "ANNA Anna")
    }

    /// Text without braces is a constant without being parsed; text with braces is parsed, and may
    /// still turn out constant.
    @Test func constantAndInterpolatedTemplates() throws {
        let context = EvaluationContext(
            screenValues: ["rating": .int(4)], appValues: [:], strings: Localizations().strings(for: "en"))
        for (source, text) in [
            ("Item 12, row 3", "Item 12, row 3"), ("", ""), ("{{braces}}", "{braces}"), ("{'quoted'}", nil),
        ] {
            let template = try Template(parsing: source)
            #expect(template.constant == text, "\(source)")
            #expect(template.evaluate(in: context) == text ?? "quoted")
            #expect(template.evaluateValue(in: context) == .string(text ?? "quoted"))
            #expect(template.expressions.isEmpty == (text != nil))
        }
        #expect(try Template(parsing: "Item 12").parts == [.text("Item 12")])
        #expect(try Template(parsing: "").parts == [])
        #expect(try Template(parsing: "{{x}}").parts == [.text("{x}")])

        let interpolated = try Template(parsing: "{rating} stars")
        #expect(interpolated.constant == nil)
        #expect(interpolated.parts == [.expression(.variable("rating")), .text(" stars")])
        #expect(interpolated.evaluate(in: context) == "4 stars")
        #expect(interpolated.evaluateValue(in: context) == .string("4 stars"))
        #expect(try Template(parsing: "{rating}").evaluateValue(in: context) == .int(4))
    }

    @Test(arguments: [
        ("en", [1: "1 star", 3: "3 stars"]),
        ("ru", [1: "1 звезда", 3: "3 звезды", 5: "5 звёзд", 21: "21 звезда"]),
    ])
    func pluralFilter(_ locale: String, _ expected: [Int: String]) throws {
        let source = "{rating | plural(one: '# star', other: '# stars')}"
        let russian = "{rating | plural(one: '# звезда', few: '# звезды', many: '# звёзд', other: '# звезды')}"
        for (number, text) in expected {
            #expect(try evaluate(locale == "ru" ? russian : source, ["rating": .int(number)], locale: locale) == text)
        }
    }

    @Test func localizedKeysAndFormats() throws {
        let localizations = Localizations(
            developmentLanguage: "en",
            tables: [
                "en": [
                    "greeting": .text(FormatString("Hello, %@! You have %d new %@.")),
                    "stars": .plural(
                        format: FormatString("%#@stars@"),
                        variables: [
                            "stars": PluralForms([.one: FormatString("%d star"), .other: FormatString("%d stars")])
                        ]),
                    "pair": .text(FormatString("%2$@ before %1$@, 100%%")),
                ],
                "ru": [
                    "stars": .plural(
                        format: FormatString("Оценка: %#@stars@"),
                        variables: [
                            "stars": PluralForms([
                                .one: FormatString("%d звезда"), .few: FormatString("%d звезды"),
                                .many: FormatString("%d звёзд"), .other: FormatString("%d звезды"),
                            ])
                        ])
                ],
            ])
        func text(_ source: String, _ locale: String) throws -> String {
            let context = EvaluationContext(
                screenValues: ["n": .int(5)], appValues: [:], strings: localizations.strings(for: locale))
            return try Template(parsing: source).evaluate(in: context)
        }
        #expect(try text("{@greeting('Anna', 2, 'messages')}", "en") == "Hello, Anna! You have 2 new messages.")
        #expect(try text("{@stars(1)}", "en") == "1 star")
        #expect(try text("{@stars(n)}", "ru-RU") == "Оценка: 5 звёзд")
        #expect(try text("{@stars(22)}", "ru") == "Оценка: 22 звезды")
        #expect(try text("{@pair('a', 'b')}", "en") == "b before a, 100%")
        // Falls back to the development language, then to the key itself.
        #expect(try text("{@greeting('A', 1, 'x')}", "ru") == "Hello, A! You have 1 new x.")
        #expect(try text("{@'missing key'}", "en") == "missing key")
    }

    @Test(arguments: [
        ("{shift ? 'Q' 'q'}", 13, "expected ':'"),
        ("{name | shout}", 8, "unknown filter 'shout'"),
        ("Hello {name", 6, "'{' is never closed"),
        ("Hello }", 6, "a '}' without a '{'"),
        ("{'open}", 0, "never closed"),
        ("{}", 1, "an empty expression"),
        ("{n | plural(one: 'x')}", 11, "needs an 'other' form"),
        ("{99999999999999999999}", 1, "too large"),
    ])
    func parseErrors(_ source: String, _ offset: Int, _ message: String) {
        #expect(throws: TemplateError.self) { try Template(parsing: source) }
        do {
            _ = try Template(parsing: source)
        } catch {
            #expect(error.offset == offset, "\(source): \(error)")
            #expect(error.message.contains(message), "\(source): \(error)")
        }
    }

    @Test func deepNestingIsRefused() {
        let source = "{" + String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000) + "}"
        #expect(throws: TemplateError.self) { try Template(parsing: source) }
    }

    @Test func referencedVariablesAndKeys() throws {
        let template = try Template(parsing: "{@status(page, total)} {shift ? @upper : 'x'}")
        #expect(Set(template.expressions.flatMap(\.variables)) == ["page", "total", "shift"])
        #expect(Set(template.expressions.flatMap(\.localizationKeys)) == ["status", "upper"])
    }
}
