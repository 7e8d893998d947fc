import AccessibilityModel
import Foundation
import SpokenDescription
import Utterances
import VoiceOverWords

/// The rotor: turning it, and one-finger swipes up and down by its setting.
extension NavigationSession {
    /// Turns the rotor and says the new setting's name.
    mutating func turnRotor(forward: Bool) -> Utterance {
        let setting = rotor.turn(forward: forward, on: focusedNode)
        return Utterance(cause: .rotor, parts: [ownWords(phrases.text(setting.phrase))])
    }

    /// A swipe down (`forward`) or up: the next or previous heading, link, form control,
    /// container or landmark; decrement or increment; the next or previous action, character or
    /// word; a slower or faster speech rate.
    mutating func moveByRotor(forward: Bool) -> [Utterance] {
        let setting = rotorSetting
        if setting == .links { return [moveByLink(forward: forward)] }
        if let category = setting.category {
            guard let target = screen.rotorStop(category, from: focus, forward: forward) else {
                return [boundary()]
            }
            return [moveFocus(to: target, cause: .rotor, from: focus)]
        }
        switch setting {
        case .adjustValue: return adjust(forward ? .decrement : .increment)
        case .actions: return [pickAction(forward: forward)]
        case .speechRate: return [changeRate(faster: !forward)]
        default: return [read(by: setting, forward: forward)]
        }
    }

    /// The next or previous link: a link element, or a link inside the focused element (a text
    /// view's) and then inside the next ones. Focus stays on the element holding the link, which
    /// VoiceOver names alone: "Terms. Link.".
    private mutating func moveByLink(forward: Bool) -> Utterance {
        if let focus, let links = screen.innerLinks[focus] {
            let next = rotor.linkCursor.map { $0 + (forward ? 1 : -1) } ?? (forward ? 0 : -1)
            if links.indices.contains(next) {
                rotor.linkCursor = next
                return innerLink(links[next])
            }
        }
        guard let target = screen.rotorStop(.link, from: focus, forward: forward) else { return boundary() }
        var utterance = moveFocus(to: target, cause: .rotor, from: focus)
        if let links = screen.innerLinks[target], !screen.node(at: target).traits.contains(.link) {
            let index = forward ? 0 : links.count - 1
            rotor.linkCursor = index
            utterance = innerLink(links[index])
        }
        return utterance
    }

    /// What VoiceOver says on a link inside the focused element.
    private func innerLink(_ node: Int) -> Utterance {
        let link = screen.resolved.nodes[node]
        var facts = ElementFacts(
            label: link.label, value: link.value, hint: link.hint, traits: link.traits, language: link.language,
            identifier: link.accessibilityIdentifier)
        facts.customActionCount = link.customActions.count
        var utterance = describer.describe(facts, cause: .rotor)
        utterance.subject = link.id
        return utterance
    }

    /// The next or previous of the focused element's custom actions, then "Activate".
    private mutating func pickAction(forward: Bool) -> Utterance {
        guard let node = focusedNode, !node.customActions.isEmpty else {
            return Utterance(cause: .rotor, parts: [ownWords(phrases.text(.noActions))])
        }
        let names = node.customActions + [phrases.text(.activateAction)]
        let index = Self.cycle(rotor.actionIndex, forward: forward, count: names.count)
        rotor.actionIndex = index
        return Utterance(cause: .rotor, parts: [ownWords(names[index])], subject: node.id)
    }

    /// Speech rate up or down by 10 %, within 0...100; says the new rate as the locale writes a
    /// percentage ("60%", "60 %").
    private mutating func changeRate(faster: Bool) -> Utterance {
        settings.speechRate = min(100, max(0, settings.speechRate + (faster ? 10 : -10)))
        let format = NumberFormatter()
        format.locale = Locale(identifier: locale)
        format.numberStyle = .percent
        let text = format.string(from: NSNumber(value: Double(settings.speechRate) / 100))
        return Utterance(cause: .rotor, parts: [ownWords(text ?? "\(settings.speechRate)%")])
    }

    /// The next or previous character or word of the focused element's text. A capital letter
    /// is spoken with raised pitch when pitch change is on, else with the locale's "cap" word.
    private mutating func read(by setting: RotorSetting, forward: Bool) -> Utterance {
        guard let node = focusedNode,
            let text = [node.label, node.value, node.hint]
                .compactMap({ $0 }).first(where: { !$0.isEmpty })
        else { return boundary() }
        let units = setting == .words ? TextUnits.words(of: text) : TextUnits.characters(of: text)
        let next = rotor.textCursor.map { $0 + (forward ? 1 : -1) } ?? (forward ? 0 : units.count - 1)
        guard units.indices.contains(next) else { return boundary() }
        rotor.textCursor = next
        let unit = units[next]
        let language = node.language ?? locale
        let segment: SpokenSegment
        if unit.allSatisfy(\.isWhitespace) {
            segment = SpokenSegment(kind: .text, text: phrases.text(.space), language: locale)
        } else if setting == .characters, unit.first?.isUppercase == true {
            segment =
                settings.description.pitchChange
                ? SpokenSegment(kind: .text, text: unit, language: language, pitch: .capitalLetter)
                : SpokenSegment(kind: .text, text: phrases.text(.capitalLetter, unit), language: language)
        } else {
            segment = SpokenSegment(kind: .text, text: unit, language: language)
        }
        return Utterance(cause: .rotor, parts: [.speech(segment)], subject: node.id)
    }

    /// One step round a ring of `count` items from `index` (before the first when nil).
    private static func cycle(_ index: Int?, forward: Bool, count: Int) -> Int {
        guard let index else { return forward ? 0 : count - 1 }
        return (index + (forward ? 1 : count - 1)) % count
    }
}
