import AccessibilityModel
import SpokenDescription
import Testing

/// docs/voiceover-behaviour.md §3.9, rule 4: a text area (UITextView, SwiftUI's TextEditor) says
/// a text field's hint, then the misspelled-words rotor's (AccessibilitySnapshot's
/// `trait.text_area.hint`).
@Suite struct TextAreaTests {
    @Test(arguments: [
        ("en-US", "Notes. Text Field.", "Double tap to edit. Use the rotor to access Misspelled Words"),
        (
            "de", "Notes. Textfeld.",
            "Zum Bearbeiten doppeltippen. Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden"
        ),
    ])
    func aTextAreaAddsTheMisspelledWordsHint(_ locale: String, _ description: String, _ hint: String) throws {
        let utterance = try Support.describe(
            ElementFacts(label: "Notes", traits: [.textField, .textArea]), in: locale)
        #expect(utterance.description == description)
        #expect(utterance.hint == hint)
    }

    /// While editing, a text area says only the rotor's hint, as a text field does; dimmed, none.
    @Test func editingOrDimmedTextAreasSayWhatTextFieldsSay() throws {
        let editing = try Support.describe(ElementFacts(label: "Notes", traits: [.textField, .textArea, .isEditing]))
        #expect(editing.hint == "Use the rotor to access Misspelled Words")
        let dimmed = try Support.describe(ElementFacts(label: "Notes", traits: [.textField, .textArea, .notEnabled]))
        #expect(dimmed.hint == nil)
    }

    @Test func theTraitHasItsScreenFileName() {
        #expect(AccessibilityTraits(name: "textArea") == .textArea)
        #expect(AccessibilityTraits.textArea.names == ["textArea"])
    }
}
