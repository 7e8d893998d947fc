import AccessibilityModel
import Utterances

/// Voice Control on the visible screen: what "Show names" and "Show numbers" show, and what a
/// spoken command does (docs/voice-control.md).
extension NavigationSession {
    /// The elements Voice Control offers on the visible screen, in swipe order: every reachable
    /// element to act on (a control's trait or an activate action), numbered from 1 as "Show
    /// numbers" numbers them, with its names.
    public var voiceControlTargets: [VoiceControlTarget] {
        let backWord = phrases.text(.backButtonLabel)
        let nodes = screen.resolved.nodes
        var targets: [VoiceControlTarget] = []
        for (position, index) in screen.order.enumerated() where nodes[index].isActionable {
            targets.append(
                VoiceControlTarget(
                    position: position, number: targets.count + 1,
                    names: VoiceControl.names(of: nodes[index], backWord: backWord)))
        }
        return targets
    }

    /// Does what Voice Control does when a person says `command` ("Tap Send", "Send", "Tap 3"):
    /// taps the element it names, as a tap reaches it (focus moves there and it is activated,
    /// as a double tap on it would), or says why nothing was tapped. After an optional "Tap",
    /// the rules, in order: a name said exactly (any case); a name said as its words
    /// (punctuation is not said); words said in order, together, inside one name; a number of
    /// "Show numbers"; everything said, "Tap" too, as a name. Two elements answering to the
    /// first rule that finds any is ambiguous: Voice Control would show numbers to pick.
    public mutating func voiceControl(_ command: String) -> VoiceCommandResult {
        let targets = voiceControlTargets
        let parsed = VoiceCommand(command)
        switch parsed.request {
        case .unsupported(let verb, let reason):
            return VoiceCommandResult(outcome: .unsupported(verb: verb, reason: reason), said: [])
        case .nothing:
            return VoiceCommandResult(outcome: .nothingSaid, said: [])
        case .item(let spoken, let whole):
            // A name first: a keyboard's "1" key is called by its name; then a number; then the
            // whole of what was said, for a name that starts with "Tap" ("Tap to Pay").
            var matches = VoiceCommand.matches(spoken, in: targets)
            if matches.isEmpty, let number = Int(spoken), number > 0 {
                guard let target = targets.first(where: { $0.number == number }) else {
                    return VoiceCommandResult(outcome: .noSuchNumber(number, count: targets.count), said: [])
                }
                return tap(target)
            }
            if matches.isEmpty, let whole { matches = VoiceCommand.matches(whole, in: targets) }
            switch matches.count {
            case 0: return VoiceCommandResult(outcome: .nothingNamed(spoken, onScreen: targets), said: [])
            case 1: return tap(matches[0])
            default: return VoiceCommandResult(outcome: .ambiguous(spoken, matches: matches), said: [])
            }
        }
    }

    /// Taps a target: focus moves to it without a word, then it is activated as a double tap
    /// activates (its own action, else a tap at its activation point).
    private mutating func tap(_ target: VoiceControlTarget) -> VoiceCommandResult {
        cutOffAnnouncements()
        focus = target.position
        rotor.focusMoved()
        return VoiceCommandResult(outcome: .tapped(target), said: record(doubleTap()))
    }
}

/// What a voice command did.
public struct VoiceCommandResult: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The element was tapped.
        case tapped(VoiceControlTarget)
        /// More than one element has the name said: Voice Control shows a number on each to pick.
        case ambiguous(String, matches: [VoiceControlTarget])
        /// No element has the name said; the elements on the screen, with their names.
        case nothingNamed(String, onScreen: [VoiceControlTarget])
        /// "Tap 9" with fewer numbers on the screen.
        case noSuchNumber(Int, count: Int)
        /// A command Voice Control has that Earshot does not perform, or a verb it lacks.
        case unsupported(verb: String, reason: String)
        /// Nothing was said.
        case nothingSaid
    }

    public var outcome: Outcome
    /// What VoiceOver said after the tap.
    public var said: [Utterance]

    /// One sentence saying what happened, or why nothing did.
    public var message: String {
        switch outcome {
        case .tapped(let target):
            return "tapped \(target.number) \(quoted(target.name ?? ""))"
        case .ambiguous(let spoken, let matches):
            let list = matches.map { "\($0.number) \(quoted($0.name ?? ""))" }.joined(separator: ", ")
            return
                "\(matches.count) elements answer to \(quoted(spoken)): Voice Control would show a number on each to pick "
                + "(\(list)); say Tap and the number, e.g. voice Tap \(matches[0].number)"
        case .nothingNamed(let spoken, let targets):
            let names = targets.compactMap(\.name)
            let listed =
                names.isEmpty
                ? "nothing on this screen has a name to say"
                : "names on the screen: "
                    + names.map(quoted).joined(separator: ", ")
            return "nothing on the screen answers to \(quoted(spoken)); \(listed)"
        case .noSuchNumber(let number, let count):
            return count == 0
                ? "there is no number \(number): nothing on the screen is to act on"
                : "there is no number \(number): Show numbers gives 1 to \(count)"
        case .unsupported(_, let reason):
            return reason
        case .nothingSaid:
            return "say a command: Tap and a name (voice Tap Send), a name alone, or Tap and a number"
        }
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

/// A spoken command, as Voice Control hears it: "Tap" and an item's name or number, or the name
/// or number alone (Apple's Voice Control commands, "Basic Navigation": "Tap <item name>",
/// "<item name>"; "Overlays": "Tap <number>").
struct VoiceCommand {
    enum Request: Equatable {
        /// An item's name or number, after "Tap" when it was said (`whole` is then everything said).
        case item(String, whole: String?)
        case unsupported(verb: String, reason: String)
        case nothing
    }

    let request: Request

    /// The verbs of Voice Control's commands on an item that Earshot does not perform, with why.
    static let otherVerbs: [(words: [String], reason: String)] = [
        (["double", "tap"], "Double tap is a Voice Control command Earshot does not perform; Tap activates"),
        (["long", "press"], "Long press is a Voice Control command Earshot does not perform; Tap activates"),
        (["click"], "Click is Voice Control's verb on the Mac; on iPhone and iPad say Tap"),
        (["press"], "Voice Control on iPhone and iPad taps an item with Tap, not Press"),
    ]

    init(_ text: String) {
        let spoken = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let words = spoken.split(separator: " ").map { $0.lowercased() }
        guard !words.isEmpty else {
            request = .nothing
            return
        }
        for (verb, reason) in Self.otherVerbs where words.starts(with: verb) {
            request = .unsupported(verb: verb.joined(separator: " "), reason: reason)
            return
        }
        guard words[0] == "tap" else {
            request = .item(spoken, whole: nil)
            return
        }
        let rest = spoken.dropFirst(3).drop(while: \.isWhitespace)
        request = rest.isEmpty ? .nothing : .item(String(rest), whole: spoken)
    }

    /// The targets answering to `spoken`, by the first rule any answers to: a name said exactly
    /// (any case); a name said as its words; words said inside a name, in order and together.
    static func matches(_ spoken: String, in targets: [VoiceControlTarget]) -> [VoiceControlTarget] {
        let exact = targets.filter { $0.names.contains { $0.lowercased() == spoken.lowercased() } }
        if !exact.isEmpty { return exact }
        let words = VoiceControl.words(spoken)
        guard !words.isEmpty else { return [] }
        let sameWords = targets.filter { $0.names.contains { VoiceControl.words($0) == words } }
        if !sameWords.isEmpty { return sameWords }
        return targets.filter { $0.names.contains { VoiceControl.contains(VoiceControl.words($0), words) } }
    }
}
