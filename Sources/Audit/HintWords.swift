import Foundation
import Reporting
import Yams

/// The words the hint rules look for in one language, from `Words/HintWords.yaml` (compiled in):
/// data, one table for every language, rather than literals in the rules.
package struct HintWords: Sendable, Decodable {
    /// Words naming a gesture ("tap", "коснитесь", "轻点").
    package var gestures: [String]
    /// Whether the gesture words count only opening a clause: English ones are nouns too ("press
    /// release").
    var gesturesOpenClauses: Bool?
    /// Words holding a gesture word that name none ("点击量").
    package var notGestures: [String]?
    /// Common names of controls that are no trait of their own ("slider", "ползунок", "滑块").
    package var controls: [String]
    /// What, after a control's name, makes it the subject of a description ("that", ",").
    package var describing: [String]
    /// What may come before a control's name opening a hint ("this").
    var determiners: [String]?
    /// Control names that are verbs too, an order when "to" follows ("Switch to…").
    var verbs: [String]?
    /// Whether any word after a control's name opening a hint makes it the subject.
    var anyWordDescribes: Bool?
    /// In a language written without spaces, what may come before a control's name ending a hint.
    var endings: [String]?

    /// Every language's words, by language subtag.
    package static let byLanguage: [String: HintWords] = {
        do {
            return try YAMLDecoder().decode(
                [String: HintWords].self, from: String(decoding: PackageResources.HintWords_yaml, as: UTF8.self))
        } catch {
            // The table is compiled in and a test reads it: a broken one is a build mistake.
            preconditionFailure("Words/HintWords.yaml: \(error)")
        }
    }()

    /// Every language's gesture words: a hint left in English in a Russian app names the
    /// gesture too.
    package static let allGestures = byLanguage.keys.sorted().flatMap { byLanguage[$0]!.gestures }

    /// Each language's words with its gesture words longest first ("double tap" is named, not
    /// "tap"), each also as its words ("double", "tap"), in the order of the languages' subtags,
    /// and whether every one of them has a letter beyond ASCII (a hint all in ASCII names none):
    /// sorted and split once, not for every hint.
    private static let gestureSearch:
        [(
            opensClauses: Bool, notGestures: [String], gestures: [(word: String, words: [Substring])],
            beyondASCII: Bool
        )] =
            byLanguage.keys.sorted().map {
                let words = byLanguage[$0]!
                return (
                    words.gesturesOpenClauses == true, words.notGestures ?? [],
                    words.gestures.sorted { $0.count > $1.count }.map { ($0, $0.split(separator: " ")) },
                    words.gestures.allSatisfy { $0.utf8.contains { $0 >= 0x80 } }
                )
            }

    /// The gesture word `hint` (lower-cased) names, in any language's words; nil when it names
    /// none. The table's words are lower-case too, so a word the text does not hold as it is
    /// written is passed over at once, without Foundation's slower search in any case; a
    /// language whose words all have letters beyond ASCII is passed over for a hint in ASCII; and
    /// a language whose gesture words must open a clause is read clause by clause only when the
    /// text holds the first word of one of them.
    static func gesture(namedIn hint: String) -> String? {
        let isASCII = !hint.utf8.contains { $0 >= 0x80 }
        for (opensClauses, notGestures, gestures, beyondASCII) in gestureSearch where !(isASCII && beyondASCII) {
            if opensClauses, !gestures.contains(where: { hint.utf8Offset(of: String($0.words[0])) != nil }) { continue }
            let text = notGestures.reduce(hint) {
                $0.utf8Offset(of: $1) != nil ? $0.replacingOccurrences(of: $1, with: " ") : $0
            }
            if opensClauses {
                let openings = clauseOpenings(text)
                if let named = gestures.first(where: { gesture in openings.contains { $0.starts(with: gesture.words) } }
                ) {
                    return named.word
                }
                continue
            }
            for (word, _) in gestures where text.utf8Offset(of: word) != nil && text.containsWord(word) {
                return word
            }
        }
        return nil
    }

    /// Whether a byte is the punctuation that ends a clause.
    private static func endsClause(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "!"),
            UInt8(ascii: "?"):
            true
        default: false
        }
    }

    /// The words from each place a clause of `text` starts, and each part of one after "then",
    /// "and" or "or": "double tap and hold, then drag" gives the words of "double tap and hold",
    /// "hold", "then drag" and "drag". Cut on the text's bytes (the punctuation and the space
    /// are ASCII): a hint is read faster so than character by character.
    static func clauseOpenings(_ text: String) -> [ArraySlice<Substring>] {
        text.utf8.split(whereSeparator: endsClause).flatMap { clause in
            let words = clause.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            return words.indices.filter { $0 == 0 || ["then", "and", "or"].contains(words[$0 - 1]) }.map {
                words[$0...]
            }
        }
    }
}
