import Foundation

/// English verbs, read from WordNet 3.0 as Debian's `wordnet-base` installs it
/// (`/usr/share/wordnet`; `.ci/install-deps` installs the package). The hint rules ask it whether
/// a hint's first word is a verb's base form ("Play", an imperative) or its third person
/// ("Plays"), and say nothing when WordNet is not there or does not know the word.
///
/// WordNet gives, for each lemma and part of speech, how many of its senses were seen in a tagged
/// corpus: a word tagged more often as a noun or adjective than as a verb ("button", "open") is not
/// taken for an imperative on its own.
package struct EnglishLexicon: Sendable {
    /// Tagged senses of each verb lemma.
    let verbs: [String: Int]
    /// The most tagged senses of each verb lemma as a noun, adjective or adverb.
    let otherUses: [String: Int]
    /// The two verbs whose third person is not made by a rule.
    static let irregular = ["have": "has", "be": "is"]

    /// WordNet's folder on Debian.
    package static let directory = URL(fileURLWithPath: "/usr/share/wordnet")

    /// The lexicon read from ``directory``, or nil when WordNet is not installed.
    package static let shared: EnglishLexicon? = EnglishLexicon(directory: directory)

    /// Reads WordNet's indexes in `directory`; nil when its verb index is missing.
    package init?(directory: URL) {
        func lines(_ name: String) -> [Substring]? {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            // The licence opens each index with lines starting with two spaces.
            return text.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        }
        guard let verbLines = lines("index.verb") else { return nil }
        var verbs: [String: Int] = [:]
        for line in verbLines {
            if let entry = Self.entry(line), !entry.lemma.contains("_") { verbs[entry.lemma] = entry.tagged }
        }
        var others: [String: Int] = [:]
        for name in ["index.noun", "index.adj", "index.adv"] {
            for line in lines(name) ?? [] {
                guard let entry = Self.entry(line), verbs[entry.lemma] != nil else { continue }
                others[entry.lemma] = max(others[entry.lemma] ?? 0, entry.tagged)
            }
        }
        self.verbs = verbs
        self.otherUses = others
    }

    /// An index line's lemma and its count of tagged senses: `lemma pos synsets pointers
    /// [pointer…] senses tagged offset…`.
    static func entry(_ line: Substring) -> (lemma: String, tagged: Int)? {
        let fields = line.split(separator: " ")
        guard fields.count > 4, let pointers = Int(fields[3]), fields.count > 5 + pointers,
            let tagged = Int(fields[5 + pointers])
        else { return nil }
        return (String(fields[0]), tagged)
    }

    /// Whether `word` is a verb's base form.
    package func isVerb(_ word: String) -> Bool { verbs[word.lowercased()] != nil }

    /// Whether `word` is a verb's base form used at least as often as a verb as any other way.
    package func isMostlyVerb(_ word: String) -> Bool {
        let word = word.lowercased()
        guard let tagged = verbs[word] else { return false }
        return tagged >= otherUses[word, default: 0]
    }

    /// The base form of `word` when it is a verb's third person singular ("plays" → "play").
    package func base(ofThirdPerson word: String) -> String? {
        let word = word.lowercased()
        if let base = Self.irregular.first(where: { $0.value == word })?.key { return base }
        guard word.hasSuffix("s"), word.count > 2 else { return nil }
        var candidates = [String(word.dropLast())]
        if word.hasSuffix("es") { candidates.append(String(word.dropLast(2))) }
        if word.hasSuffix("ies") { candidates.append(String(word.dropLast(3)) + "y") }
        return candidates.first { isVerb($0) && thirdPerson(of: $0) == word }
    }

    /// A verb's third person singular, as the base form is written ("Play" → "Plays",
    /// "Search" → "Searches", "Copy" → "Copies").
    package func thirdPerson(of verb: String) -> String {
        let lower = verb.lowercased()
        if let irregular = Self.irregular[lower] {
            return verb.first?.isUppercase == true
                ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if ["s", "sh", "ch", "x", "z", "o"].contains(where: { lower.hasSuffix($0) }) { return verb + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return verb.dropLast() + "ies"
        }
        return verb + "s"
    }
}
