import Foundation

/// Something the service says or does that is not an element of the screen: understood, and not
/// reported as a difference. Artefacts of one kind one after another with the same words are one
/// run (thousands of moves at the end of a screen are one artefact).
package struct Artefact: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        /// "VoiceOver on", the service's own announcement, said in place of the first element.
        case voiceOverOn
        /// The app's name, said before the first element.
        case appName
        /// A move forward at the end of the screen, which says the last element again.
        case repeatedAtEnd
        /// A move forward that stayed on the element, before the end of the walk.
        case stayed
        /// An element heard before, reached again: a move back, out, or forward after those.
        case revisited
        /// A move that returned no utterance.
        case noUtterance
        /// A move backward or out to something never heard in swipe order.
        case notSwipeOrder
        /// `currentSpeech` asked again of the element just heard.
        case askedAgain

        /// The artefact in words, for the text report.
        package var explanation: String {
            switch self {
            case .voiceOverOn: "VoiceOver's own announcement, said in place of the first element"
            case .appName: "the app's name, said before the first element"
            case .repeatedAtEnd: "the last element again: a move forward at the end of the screen"
            case .stayed: "the element again: a move forward that stayed on it"
            case .revisited: "an element heard before, reached again"
            case .noUtterance: "a move that returned no utterance"
            case .notSwipeOrder: "a move backward or out of a container, left out of swipe order"
            case .askedAgain: "the element just heard, asked for again"
            }
        }
    }

    package var kind: Kind
    /// The walk's line, or the first line of the run.
    package var line: Int
    package var text: String?
    /// The last line of a run of more than one.
    package var through: Int?
    /// How many moves the artefact is (1, or the length of the run).
    package var count: Int

    package init(_ kind: Kind, line: Int, text: String? = nil) {
        self.kind = kind
        self.line = line
        self.text = text
        count = 1
    }

    /// Artefacts in order of their lines, one after another of a kind with the same words made
    /// one run.
    static func runs(of artefacts: [Artefact]) -> [Artefact] {
        var runs: [Artefact] = []
        for artefact in artefacts {
            if let last = runs.last, last.continues(into: artefact) {
                runs[runs.count - 1].extend(to: artefact)
            } else {
                runs.append(artefact)
            }
        }
        return runs
    }

    /// Whether `next` is more of this artefact: the same kind and words.
    func continues(into next: Artefact) -> Bool {
        kind == next.kind && text == next.text
    }

    /// This artefact made a run through `next`.
    mutating func extend(to next: Artefact) {
        through = next.through ?? next.line
        count += next.count
    }

    /// Where the artefact is: `line 6`, or `lines 6–1,590,000` for a run.
    package var lines: String {
        guard let through, through != line else { return "line \(line)" }
        return "lines \(Self.grouped(line))–\(Self.grouped(through))"
    }

    private static func grouped(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}
