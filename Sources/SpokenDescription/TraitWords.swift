import AccessibilityModel
import Utterances
import VoiceOverWords

/// The words VoiceOver speaks for an element's traits (docs/voiceover-behaviour.md §3.4), each
/// ending with a period, in its fixed order: Dimmed, Button, Back Button, Switch Button with its
/// state, Tab, Text Field with "Is editing.", Heading, Link, Adjustable, Image, Search Field. The
/// other traits (plays sound, keyboard key, static text, summary element, updates frequently,
/// starts media session, allows direct interaction, causes page turn, tab bar) speak no word.
struct TraitWords {
    let phrases: Phrases

    func pieces(for element: ElementFacts) -> [Piece] {
        let traits = element.traits
        let isTab: Bool
        if case .tab = element.context { isTab = true } else { isTab = false }
        let hidesButton =
            isTab
            || !traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton])

        var pieces: [Piece] = []
        func add(_ key: PhraseKey, _ kind: SegmentKind = .trait, when condition: Bool = true) {
            guard condition else { return }
            pieces.append(piece(phrases.text(key), kind))
        }
        add(.notEnabled, when: traits.contains(.notEnabled))
        add(.button, when: traits.contains(.button) && !hidesButton)
        add(.backButton, when: traits.contains(.backButton))
        if traits.contains(.switchButton) {
            // "Switch Button." only with the button trait (a view passing on a contained switch's
            // traits has none); the state always, a value other than 0, 1, 2 as it is.
            add(.switchButton, when: traits.contains(.button))
            switch element.value {
            case "1": add(.switchOn, .state)
            case "0": add(.switchOff, .state)
            case "2": add(.switchMixed, .state)
            case let value? where !value.isEmpty: pieces.append(piece(value, .state))
            default: break
            }
        }
        add(.tab, when: traits.contains(.tabBarItem) || isTab)
        if !traits.isDisjoint(with: [.textField, .secureTextField]) {
            add(traits.contains(.secureTextField) ? .secureTextField : .textField)
            add(.isEditing, .state, when: traits.contains(.isEditing))
        }
        add(.header, when: traits.contains(.header))
        add(.link, when: traits.contains(.link))
        add(.adjustable, when: traits.contains(.adjustable))
        add(.image, when: traits.contains(.image))
        add(.searchField, when: traits.contains(.searchField))
        return pieces
    }

    /// Trait words (`.trait`) name what the element is; state words (`.state`: On, Off, a raw
    /// switch value, Is editing) say what it is doing.
    private func piece(_ text: String, _ kind: SegmentKind) -> Piece {
        Piece(kind: kind, text: text, language: phrases.locale)
    }
}
