import AccessibilityModel
import SpokenDescription
import Utterances

/// Actions the app handles (activate, adjust, escape, magic tap, scroll), the notifications they
/// post, and what VoiceOver says afterwards.
extension NavigationSession {
    /// Double tap: the action picked with the actions rotor, else activate. An element that does
    /// not handle activation gets a tap at its activation point instead, as VoiceOver sends one,
    /// so whatever view lies under that point receives it. The activation sound plays whether or
    /// not the app does anything.
    mutating func doubleTap() -> [Utterance] {
        var said = [Utterance(cause: .action, parts: [.cue(.activate)])]
        guard let node = focusedNode else { return said }
        if let picked = pickedAction() {
            said += run(picked, on: node.id, unhandled: nil)
        } else if node.supportedActions.contains(.activate) {
            said += run(.activate, on: node.id, unhandled: nil)
        } else if let target = tapTarget(at: node.activationPoint) {
            said += run(.activate, on: target, unhandled: nil)
        }
        return said
    }

    /// The id of the topmost view under `point` that handles activation. Views are hit whether
    /// or not VoiceOver can reach them: a tap reaches the view hierarchy, not the elements.
    private func tapTarget(at point: AccessibilityPoint) -> String? {
        let nodes = screen.resolved.nodes
        return nodes.indices.reversed().first {
            nodes[$0].supportedActions.contains(.activate) && nodes[$0].frame.contains(point)
        }.map { nodes[$0].id }
    }

    /// Increment or decrement the focused adjustable element; VoiceOver then says its new value.
    mutating func adjust(_ action: AccessibilityAction) -> [Utterance] {
        guard let node = focusedNode else { return [boundary()] }
        return run(action, on: node.id, unhandled: .boundary)
    }

    /// Escape, magic tap and scroll: handled by the focused element, its ancestors, the screen
    /// or the app; when none does, a sound.
    mutating func act(_ action: AccessibilityAction, unhandled cue: Cue) -> [Utterance] {
        run(action, on: focusedNode?.id, unhandled: cue)
    }

    /// The action the actions rotor points at, when it is in use on this element.
    private func pickedAction() -> AccessibilityAction? {
        guard rotorSetting == .actions, let index = rotor.actionIndex, let node = focusedNode,
            index < node.customActions.count
        else { return nil }
        return .custom(node.customActions[index])
    }

    /// Performs `action` on the element with id `target` (nil: none, for escape and magic tap
    /// with nothing focused) and says what follows: the notifications it posted in order, then a
    /// changed focused element, then announcements.
    private mutating func run(
        _ action: AccessibilityAction, on target: String?, unhandled cue: Cue?
    )
        -> [Utterance]
    {
        let before = focus.map { ElementFactsBuilder(screen: screen).facts(at: $0, arrivingFrom: $0) }
        let outcome = state.perform(action, on: target, in: screen.resolved, of: app)
        for problem in outcome.problems where unchangedVariables.insert(problem.variable).inserted {
            problems.append(problem.description)
        }
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
                announcements.append(Utterance(cause: .announcement, parts: [ownWords(text, kind: .announcement)]))
            case .pageScrolled(let status):
                said.append(Utterance(cause: .notification, parts: [.cue(.pageTurn), ownWords(status)]))
            }
        }
        // Unless a notification moved it, focus is where it was: resolving keeps it on the same
        // element, or loses it when that element went away.
        if !focusMoved {
            if focus == nil, screen.count > 0 {
                // The focused element went away: VoiceOver finds the first one.
                said.append(moveFocus(to: 0, cause: .notification, from: nil))
            } else if let position = focus, let change = feedback(after: action, before: before, at: position) {
                said.append(change)
            }
        }
        return said + announcements
    }

    /// What VoiceOver says about the focused element after activating or adjusting it: the new
    /// value after adjusting (said even at the end of the range); after activating, the new
    /// value (a switch's new state) when only the value changed, else the whole new description;
    /// nothing when nothing changed. Other actions speak through their notifications.
    private func feedback(
        after action: AccessibilityAction, before: ElementFacts?, at position: Int
    )
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
        return describerWithoutHints.describe(after, cause: .action)
    }

    /// What the actions performed since the last call could not do, such as a string variable
    /// that reached its limit: one line each, each variable once a session, so that a front end
    /// says so where the action ran rather than letting the state stop changing in silence.
    public mutating func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }
}
