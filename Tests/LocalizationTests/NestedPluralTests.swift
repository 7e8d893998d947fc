import Localization
import Testing

/// A plural variable's forms may use more variables, formatted in turn, and a lookup formats a
/// bounded number of them whatever the entry.
@Suite struct NestedPluralTests {
    static func strings(_ entry: LocalizedString) -> LocaleStrings {
        Localizations(tables: ["en": ["files": entry]]).strings(for: "en")
    }

    @Test func aFormsVariableIsFormattedWithItsOwnArgument() {
        let entry = LocalizedString.plural(
            format: FormatString("%#@files@"),
            variables: [
                "files": PluralForms([
                    .one: FormatString("%d file in %#@folders@"), .other: FormatString("%d files in %#@folders@"),
                ]),
                "folders": PluralForms([.one: FormatString("%d folder"), .other: FormatString("%d folders")]),
            ])
        let strings = Self.strings(entry)
        #expect(strings.string("files", arguments: [.int(1), .int(3)]) == "1 file in 3 folders")
        #expect(strings.string("files", arguments: [.int(2), .int(1)]) == "2 files in 1 folder")
    }

    @Test func variablesInACycleStopAtTheLimit() {
        // Built in code, so never checked: each lookup still ends.
        let entry = LocalizedString.plural(
            format: FormatString("%#@a@"),
            variables: [
                "a": PluralForms([.other: FormatString("a%#@b@")]), "b": PluralForms([.other: FormatString("b%#@a@")]),
            ])
        let said = Self.strings(entry).string("files", arguments: [.int(1), .int(1)])
        #expect(said == String(repeating: "ab", count: PluralNesting.maximumFormatted / 2))
    }

    @Test func problemsAreFoundWithoutGoingDeeperThanTheLimit() {
        let ring = [
            "a": PluralForms([.one: FormatString("%#@b@"), .other: FormatString("x")]),
            "b": PluralForms([.other: FormatString("%#@c@")]), "c": PluralForms([.other: FormatString("%#@a@")]),
        ]
        #expect(PluralNesting.problem(format: FormatString("%#@a@"), variables: ring) == .cycle(["a", "b", "c", "a"]))
        let itself = ["a": PluralForms([.other: FormatString("%d %#@a@")])]
        #expect(PluralNesting.problem(format: FormatString("%#@a@"), variables: itself) == .cycle(["a", "a"]))
        // A chain far longer than the limit, and a diamond that doubles at each of 40 steps.
        var chain: [String: PluralForms] = [:]
        var diamond: [String: PluralForms] = [:]
        for step in 0..<10_000 {
            chain["v\(step)"] = PluralForms([.other: FormatString("%#@v\(step + 1)@")])
        }
        for step in 0..<40 {
            diamond["v\(step)"] = PluralForms([.other: FormatString("%#@v\(step + 1)@ %#@v\(step + 1)@")])
        }
        #expect(PluralNesting.problem(format: FormatString("%#@v0@"), variables: chain) == .tooMany)
        #expect(PluralNesting.problem(format: FormatString("%#@v0@"), variables: diamond) == .tooMany)
        let shallow = [
            "a": PluralForms([.other: FormatString("%#@b@ %#@b@")]), "b": PluralForms([.other: FormatString("b")]),
        ]
        #expect(PluralNesting.problem(format: FormatString("%#@a@ and %#@missing@"), variables: shallow) == nil)
    }
}
