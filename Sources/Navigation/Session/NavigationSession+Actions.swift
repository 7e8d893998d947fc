import AccessibilityModel
import SpokenDescription
import Utterances

/// Actions the app handles (activate, adjust, escape, magic tap, scroll), the notifications they
/// post, and what VoiceOver says afterwards.
extension NavigationSession {
    /// Double tap: the action picked with the actions rotor, else activate. The activation sound
    /// plays whether or not the app does anything.
    mutating func doubleTap() -> [Utterance] {
        let action = pickedAction() ?? .activate
        var said = [Utterance(cause: .action, parts: [.cue(.activate)])]
        guard focus != nil else { return said }
        said += run(action, unhandled: nil)
        return said
    }

    /// Increment or decrement the focused adjustable element; VoiceOver then says its new value.
    mutating func adjust(_ action: AccessibilityAction) -> [Utterance] {
        guard focus != nil else { return [boundary()] }
        return run(action, unhandled: .boundary)
    }

    /// Escape, magic tap and scroll: handled by the focused element, its ancestors, the screen
    /// or the app; when none does, a sound.
    mutating func act(_ action: AccessibilityAction, unhandled cue: Cue) -> [Utterance] {
        run(action, unhandled: cue)
    }

    /// The action the actions rotor points at, when it is in use on this element.
    private func pickedAction() -> AccessibilityAction? {
        guard rotorSetting == .actions, let index = rotor.actionIndex, let node = focusedNode,
            index < node.customActions.count
        else { return nil }
        return .custom(node.customActions[index])
    }

    /// Performs `action` on the focused element and says what follows: the notifications it
    /// posted in order, then a changed focused element, then announcements.
    private mutating func run(_ action: AccessibilityAction, unhandled cue: Cue?) -> [Utterance] {
        let focusedID = focusedNode?.id
        let before = focus.map { ElementFactsBuilder(screen: screen).facts(at: $0, arrivingFrom: $0) }
        let outcome = state.perform(action, on: focusedID, in: screen.resolved, of: app)
        guard outcome.handled else {
            return cue.map { [Utterance(cause: .action, parts: [.cue($0)])] } ?? []
        }
        if outcome.stateChanged { resolve() }

        var said: [Utterance] = []
        var announcements: [Utterance] = []
        var focusMoved = false
        for notification in outcome.notifications {
            switch notification {
            case .screenChanged(let id):
                said.append(screenChanged(focusing: id))
                focusMoved = true
            case .layoutChanged(let id):
                if let id, let target = screen.position(ofID: id) {
                    var utterance = moveFocus(to: target, cause: .notification, from: focus)
                    utterance.parts.insert(.cue(.layoutChanged), at: 0)
                    said.append(utterance)
                    focusMoved = true
                } else {
                    said.append(Utterance(cause: .notification, parts: [.cue(.layoutChanged)]))
                }
            case .announcement(let text):
                announcements.append(
                    Utterance(
                        cause: .announcement,
                        parts: [.speech(SpokenSegment(kind: .announcement, text: text, language: locale))]))
            case .pageScrolled(let status):
                said.append(
                    Utterance(
                        cause: .notification,
                        parts: [
                            .cue(.pageTurn),
                            .speech(SpokenSegment(kind: .status, text: status, language: locale)),
                        ]))
            }
        }
        if !focusMoved {
            if focus == nil, screen.count > 0 {
                // The focused element went away: VoiceOver finds the first one.
                said.append(moveFocus(to: 0, cause: .notification, from: nil))
            } else if let position = focus, focusedNode?.id == focusedID,
                let change = feedback(after: action, before: before, at: position)
            {
                said.append(change)
            }
        }
        return said + announcements
    }

    /// What VoiceOver says about the focused element after activating or adjusting it: the new
    /// value after adjusting (said even at the end of the range); after activating, the new
    /// value (a switch's new state) when only the value changed, else the whole new description;
    /// nothing when nothing changed. Other actions speak through their notifications.
    private func feedback(after action: AccessibilityAction, before: ElementFacts?, at position: Int)
        -> Utterance?
    {
        let adjusting = action == .increment || action == .decrement
        switch action {
        case .activate, .custom, .increment, .decrement: break
        case .escape, .magicTap, .scroll: return nil
        }
        let after = ElementFactsBuilder(screen: screen).facts(at: position, arrivingFrom: position)
        guard after != before || adjusting else { return nil }
        var valueOnly = before
        valueOnly?.value = after.value
        if adjusting || valueOnly == after {
            let value = describer.describeValueChange(after)
            if !value.segments.isEmpty { return value }
        }
        var quiet = describer
        quiet.settings.speaksHints = false
        quiet.settings.speaksActionsAvailable = false
        return quiet.describe(after, cause: .action)
    }
}
