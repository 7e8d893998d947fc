import Foundation
import Yams

/// The words the hint rules look for in one language, from `Words/HintWords.yaml` (compiled in):
/// data, one table for every language, rather than literals in the rules.
package struct HintWords: Sendable, Decodable {
    /// Words naming a gesture ("tap", "коснитесь", "轻点").
    package var gestures: [String]
    /// Common names of controls that are no trait of their own ("slider", "ползунок", "滑块").
    package var controls: [String]
    /// What, after a control's name, makes it the subject of a description ("that", ",").
    package var describing: [String]

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
}
