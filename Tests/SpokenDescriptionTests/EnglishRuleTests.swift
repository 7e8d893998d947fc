import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

/// docs/voiceover-behaviour.md §3 in English: every rule, and its examples verbatim.
@Suite struct EnglishRuleTests {
    static let cases: [Spoken] = [
        // The reference's examples.
        Spoken("button", ElementFacts(label: "Add", traits: .button), "Add. Button."),
        Spoken(
            "adjustable with value",
            ElementFacts(label: "Volume", value: "50%", traits: .adjustable),
            "Volume: 50%. Adjustable.",
            hint: "Swipe up or down with one finger to adjust the value."),
        Spoken(
            "dimmed button", ElementFacts(label: "24", traits: [.button, .notEnabled]),
            "24. Dimmed. Button."),
        Spoken(
            "switch on", ElementFacts(value: "1", traits: [.button, .switchButton]),
            "Switch Button. On.", hint: "Double tap to toggle setting."),

        // 1. Label; a back button labelled "Back" drops it.
        Spoken("label alone", ElementFacts(label: "Inbox"), "Inbox"),
        Spoken(
            "back button labelled Back",
            ElementFacts(label: "Back", traits: [.button, .backButton]),
            "Back Button."),
        Spoken(
            "back button labelled back", ElementFacts(label: "back", traits: .backButton),
            "Back Button."),
        Spoken(
            "back button with its own label",
            ElementFacts(label: "Settings", traits: [.button, .backButton]),
            "Settings. Back Button."),
        // 2. Value.
        Spoken("value alone", ElementFacts(value: "50%"), "50%"),
        Spoken("label and value", ElementFacts(label: "Battery", value: "80%"), "Battery: 80%"),
        Spoken(
            "switch value is its state",
            ElementFacts(label: "Wi-Fi", value: "0", traits: [.button, .switchButton]),
            "Wi-Fi. Switch Button. Off.", hint: "Double tap to toggle setting."),
        Spoken(
            "switch without the button trait",
            ElementFacts(label: "Wi-Fi", value: "1", traits: .switchButton),
            "Wi-Fi. On.", hint: "Double tap to toggle setting."),
        Spoken(
            "mixed switch", ElementFacts(label: "All", value: "2", traits: [.button, .switchButton]),
            "All. Switch Button. Mixed.", hint: "Double tap to toggle setting."),
        Spoken(
            "switch with another value",
            ElementFacts(label: "Mode", value: "Auto", traits: [.button, .switchButton]),
            "Mode. Switch Button. Auto", hint: "Double tap to toggle setting."),
        // 3. Selected.
        Spoken(
            "selected", ElementFacts(label: "Home", traits: [.selected, .button]),
            "Selected: Home. Button."),
        Spoken(
            "selected with value", ElementFacts(label: "Size", value: "Large", traits: .selected),
            "Selected: Size: Large"),
        Spoken("selected alone", ElementFacts(traits: .selected), "Selected."),
        Spoken(
            "selected button alone", ElementFacts(traits: [.selected, .button]), "Selected. Button."
        ),
        // 4. Trait words in VoiceOver's order, whatever order they are given in.
        Spoken(
            "every spoken trait",
            ElementFacts(
                label: "X",
                traits: [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled]),
            "X. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
        Spoken(
            "tab bar item", ElementFacts(label: "Home", traits: [.tabBarItem, .button]),
            "Home. Tab."),
        Spoken(
            "text field", ElementFacts(label: "Name", hint: "Your full name.", traits: .textField),
            "Name. Text Field.", hint: "Double tap to edit."),
        Spoken(
            "text field while editing",
            ElementFacts(label: "Name", traits: [.textField, .isEditing]),
            "Name. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
        Spoken(
            "secure text field", ElementFacts(label: "Password", traits: .secureTextField),
            "Password. Secure Text Field.", hint: "Double tap to edit."),
        Spoken(
            "silent traits",
            ElementFacts(
                label: "Q",
                traits: [
                    .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently,
                    .startsMediaSession, .allowsDirectInteraction, .causesPageTurn,
                ]),
            "Q"),
        Spoken(
            "keyboard key hides Button", ElementFacts(label: "Q", traits: [.keyboardKey, .button]),
            "Q"),
        // 5. The hint in the label's place.
        Spoken(
            "hint as label", ElementFacts(hint: "Opens the menu.", traits: .button),
            "Opens the menu. Button."),
        Spoken(
            "hint as the only text of an adjustable element",
            ElementFacts(hint: "Brightness", traits: .adjustable), "Brightness. Adjustable."),
        Spoken(
            "hint stays a hint beside Selected",
            ElementFacts(hint: "Shows more.", traits: .selected),
            "Selected.", hint: "Shows more."),
        // 6. Join: no second period.
        Spoken(
            "label ending with a period", ElementFacts(label: "Done.", traits: .button),
            "Done. Button."),
        Spoken(
            "label ending with a question mark", ElementFacts(label: "Why?", traits: .button),
            "Why?. Button."),
        // 7. Position.
        Spoken(
            "series", ElementFacts(label: "Bold", context: .series(index: 2, count: 3)),
            "Bold 2 of 3."),
        Spoken(
            "series button",
            ElementFacts(label: "Bold", traits: .button, context: .series(index: 2, count: 3)),
            "Bold. Button. 2 of 3."),
        Spoken(
            "tab context",
            ElementFacts(label: "Home", traits: .button, context: .tab(index: 1, count: 4)),
            "Home. Tab. 1 of 4."),
        Spoken(
            "list start", ElementFacts(label: "Inbox", context: .listStart), "Inbox. List Start."),
        Spoken(
            "list end", ElementFacts(label: "Trash.", traits: .button, context: .listEnd),
            "Trash. Button. List End."),
        Spoken("landmark", ElementFacts(label: "News", context: .landmarkStart), "News. Landmark."),
        Spoken("landmark end", ElementFacts(label: "More", context: .landmarkEnd), "More. End."),
        // 8. Hints.
        Spoken(
            "author hint", ElementFacts(label: "Play", hint: "Plays the song.", traits: .button),
            "Play. Button.", hint: "Plays the song."),
        Spoken(
            "switch adds its hint",
            ElementFacts(
                label: "Mode", value: "1", hint: "Changes mode.", traits: [.button, .switchButton]),
            "Mode. Switch Button. On.", hint: "Changes mode. Double tap to toggle setting."),
        Spoken(
            "adjustable adds its hint after a hint without period",
            ElementFacts(label: "Volume", hint: "Sets the level", traits: .adjustable),
            "Volume. Adjustable.",
            hint: "Sets the level. Swipe up or down with one finger to adjust the value."),
        Spoken(
            "dimmed adjustable has no adjustable hint",
            ElementFacts(label: "Volume", value: "5", traits: [.adjustable, .notEnabled]),
            "Volume: 5. Dimmed. Adjustable."),
        Spoken(
            "dimmed switch has no switch hint",
            ElementFacts(label: "Wi-Fi", value: "0", traits: [.button, .switchButton, .notEnabled]),
            "Wi-Fi. Dimmed. Switch Button. Off."),
        Spoken(
            "dimmed text field keeps the author's hint",
            ElementFacts(label: "Name", hint: "Locked.", traits: [.textField, .notEnabled]),
            "Name. Dimmed. Text Field.", hint: "Locked."),
    ]

    @Test(arguments: cases) func speaks(_ spoken: Spoken) throws {
        let utterance = try Support.describe(spoken.element)
        #expect(utterance.description == spoken.says)
        #expect(utterance.hint == spoken.hint)
    }

    /// The mark VoiceOver adds to end a label is told apart from the label's own.
    @Test func theEndVoiceOverAddsIsMarked() throws {
        func label(_ text: String) throws -> SpokenSegment? {
            try Support.describe(ElementFacts(label: text, traits: .button)).segments.first { $0.kind == .label }
        }
        #expect(try label("Save")?.addedEnd == ".")
        #expect(try label("Contoso Inc.")?.addedEnd == nil)
        #expect(try label("Contoso Inc.")?.text == "Contoso Inc.")
    }

    @Test func describeCauseAndSubject() throws {
        let describer = try Support.describer("en-US")
        let element = ElementFacts(label: "Add", traits: .button, identifier: "add-button")
        #expect(describer.describe(element).cause == .focus)
        #expect(describer.describe(element, cause: .describe).cause == .describe)
        #expect(describer.describe(element).subject == "add-button")
        #expect(describer.describe(ElementFacts(label: "Add")).subject == "Add")
    }

    @Test func britishEnglishSpeaksTheSameWords() throws {
        let element = ElementFacts(label: "Volume", value: "50%", traits: .adjustable)
        let american = try Support.describe(element, in: "en-US")
        let british = try Support.describe(element, in: "en_GB")
        #expect(british.description == american.description)
        #expect(british.segments.first?.language == "en-GB")
    }
}
