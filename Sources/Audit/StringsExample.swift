/// Example screens for the rules about a locale's strings, written as screen files with their
/// strings tables.
enum StringsExample {
    /// A screen with one button labelled by the key `add`, in English, Russian and Chinese.
    static func button(
        en: String = "{add: Add}", ru: String = "{add: Добавить}", zh: String = "{add: 添加}"
    ) -> RuleExample {
        .yaml(
            """
            name: example
            strings:
              en: \(en)
              ru: \(ru)
              zh-Hans: \(zh)
            elements:
              - accessibilityIdentifier: add
                accessibilityLabel: "{@add}"
                accessibilityTraits: [button]
                accessibilityFrame: [16, 100, 300, 44]
            """)
    }

    /// A screen whose label is a plural string, with the Russian forms given.
    static func plural(ru: String) -> RuleExample {
        .yaml(
            """
            name: example
            variables:
              count: 3
            strings:
              en: {items: {one: "%d item", other: "%d items"}}
              ru: {items: \(ru)}
            elements:
              - accessibilityLabel: "{@items(count)}"
                accessibilityFrame: [16, 100, 300, 44]
            """)
    }
}
