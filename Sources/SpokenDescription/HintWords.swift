import AccessibilityModel
import VoiceOverWords

/// What VoiceOver says after the hint delay (docs/voiceover-behaviour.md §3.9): "Actions
/// available" for an element with custom actions, then, when hints are on, the author's hint and
/// VoiceOver's own usage hints:
/// - a switch adds "Double tap to toggle setting." after the author's hint;
/// - a text field's "Double tap to edit." (or, while editing, the rotor hint) replaces it; a
///   text area adds the rotor hint after "Double tap to edit.";
/// - an adjustable element adds its hint after the author's, except on a switch or when the hint
///   is all the element has (it was said in the label's place);
/// - none of these is added to a dimmed element.
struct HintWords {
    let phrases: Phrases
    let settings: DescriptionSettings

    /// - Parameter authorHint: the element's hint, or nil when it was spoken in the label's place.
    func pieces(for element: ElementFacts, authorHint: String?) -> [Piece] {
        var pieces: [Piece] = []
        if settings.speaksActionsAvailable, element.customActionCount > 0 {
            pieces.append(standard(.actionsAvailable))
        }
        guard settings.speaksHints else { return pieces }

        let traits = element.traits
        let enabled = !traits.contains(.notEnabled)
        var hints =
            authorHint.map {
                [Piece(kind: .hint, text: $0, language: element.spokenLanguage(of: $0, phrases, settings))]
            } ?? []
        func add(_ key: PhraseKey) {
            hints.terminate(with: phrases)
            hints.append(standard(key))
        }
        if traits.contains(.switchButton), enabled { add(.switchHint) }
        if !traits.isDisjoint(with: [.textField, .secureTextField]), enabled {
            hints = [standard(traits.contains(.isEditing) ? .textFieldEditingHint : .textFieldHint)]
            // A text area (UITextView, TextEditor) also names the misspelled-words rotor.
            if traits.contains(.textArea), !traits.contains(.isEditing) { add(.textFieldEditingHint) }
        }
        let hintIsOnlyText =
            element.hint.isPresent && !element.label.isPresent && !element.value.isPresent
        if traits.contains(.adjustable), enabled, !traits.contains(.switchButton), !hintIsOnlyText {
            add(.adjustableHint)
        }
        if element.customActionCount > 0 { add(.customActionsHint) }

        if !hints.isEmpty { pieces.terminate(with: phrases) }
        return pieces + hints
    }

    private func standard(_ key: PhraseKey) -> Piece {
        Piece(kind: .hint, text: phrases.text(key), language: phrases.locale)
    }
}
