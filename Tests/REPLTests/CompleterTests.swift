import Testing

@testable import REPL

@Suite struct CompleterTests {
    let completer = Completer(
        context: CompletionContext(
            screens: ["home", "settings", "stocks"], elements: ["Blue in Green", "Blue Train", "Wi-Fi", "wifi"],
            locales: ["en-US", "ru", "zh-Hans"]))

    @Test func commandNames() {
        #expect(completer.completions(before: "", word: "pi") == ["pitch", "pitch-change"])
        #expect(completer.completions(before: "", word: "ne") == ["next"])
        #expect(completer.completions(before: "", word: "")?.count == CommandCatalog.names.count)
    }

    @Test func screenNamesAndLocales() {
        #expect(completer.completions(before: "screen ", word: "s") == ["settings", "stocks"])
        #expect(completer.completions(before: "locale ", word: "z") == ["zh-Hans"])
        #expect(completer.completions(before: "help ", word: "sc") == ["scrub", "scroll", "screen"])
    }

    @Test func labelsWithSpacesCompleteFromTheWordBeingTyped() {
        #expect(completer.completions(before: "focus ", word: "Blue") == ["Blue in Green", "Blue Train"])
        #expect(completer.completions(before: "focus Blue ", word: "i") == ["in Green"])
        #expect(completer.completions(before: "focus Blue in ", word: "") == ["Green"])
    }

    @Test func exactCaseFirstThenAnyCase() {
        #expect(completer.completions(before: "focus ", word: "Wi") == ["Wi-Fi"])
        #expect(completer.completions(before: "focus ", word: "WI") == ["Wi-Fi", "wifi"])
    }

    @Test func argumentWords() {
        #expect(completer.completions(before: "hints ", word: "o") == ["on", "off"])
        #expect(completer.completions(before: "scroll ", word: "n") == ["next"])
        #expect(completer.completions(before: "rotor ", word: "p") == ["previous"])
        #expect(completer.completions(before: "read ", word: "") == ["all", "from"])
        #expect(completer.completions(before: "read from ", word: "") == ["top"])
        #expect(completer.completions(before: "say Add ", word: "--t") == ["--traits"])
        #expect(completer.completions(before: "say Add --traits ", word: "button,not") == ["button,notEnabled"])
        #expect(completer.completions(before: "record ", word: "st") == ["stop"])
        #expect(completer.completions(before: "record ", word: "") == ["stop", "save"])
    }

    @Test func aliasesCompleteAsTheirCommandAndUnknownCommandsOfferNothing() {
        #expect(completer.completions(before: "scrub ", word: "") == [])
        #expect(completer.completions(before: "HINTS ", word: "of") == ["off"])
        #expect(completer.completions(before: "nonsense ", word: "") == [])
    }

    @Test func fileNamesAreLeftToTheLineEditor() {
        #expect(completer.completions(before: "load ", word: "sam") == nil)
        #expect(completer.completions(before: "record ", word: "out") == nil)
        #expect(completer.completions(before: "transcript save ", word: "") == nil)
        #expect(completer.completions(before: "transcript ", word: "") == ["save"])
    }
}
