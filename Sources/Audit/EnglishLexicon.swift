import Foundation

/// English words and verbs, read from WordNet 3.0 as Debian's `wordnet-base` installs it
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
    /// Every lemma of one word, of any part of speech, in lower case.
    let lemmas: Set<String>
    /// The two verbs whose third person is not made by a rule.
    static let irregular = ["have": "has", "be": "is"]

    /// WordNet's folder on Debian.
    package static let directory = URL(fileURLWithPath: "/usr/share/wordnet")

    /// The lexicon read from ``directory``, or nil when WordNet is not installed.
    package static let shared: EnglishLexicon? = EnglishLexicon(directory: directory)

    /// Reads WordNet's indexes in `directory`; nil when its verb index is missing. The indexes are
    /// read as bytes, and only the lines of verbs are split into fields.
    package init?(directory: URL) {
        func read(_ name: String, _ body: (_ lemma: String, _ line: ArraySlice<UInt8>) -> Void) -> Bool {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
            else { return false }
            let bytes = [UInt8](data)
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                // The licence opens each index with lines starting with two spaces.
                guard line.first != UInt8(ascii: " "), let space = line.firstIndex(of: UInt8(ascii: " ")) else {
                    continue
                }
                body(String(decoding: line[..<space], as: UTF8.self), line)
            }
            return true
        }
        var verbs: [String: Int] = [:]
        var lemmas: Set<String> = []
        let found = read("index.verb") { lemma, line in
            lemmas.insert(lemma)
            if !lemma.contains("_"), let tagged = Self.taggedSenses(line) { verbs[lemma] = tagged }
        }
        guard found else { return nil }
        var others: [String: Int] = [:]
        for name in ["index.noun", "index.adj", "index.adv"] {
            _ = read(name) { lemma, line in
                lemmas.insert(lemma)
                guard verbs[lemma] != nil, let tagged = Self.taggedSenses(line) else { return }
                others[lemma] = max(others[lemma] ?? 0, tagged)
            }
        }
        self.verbs = verbs
        self.otherUses = others
        self.lemmas = lemmas
    }

    /// Whether `word` is an English word: a lemma of WordNet, as written or without a plural's or
    /// a verb's ending ("Settings", "Started"). A name no dictionary has ("Bluetooth", "Petrova")
    /// is not.
    package func knows(_ word: String) -> Bool {
        let word = word.lowercased()
        if lemmas.contains(word) { return true }
        let endings: [(ending: String, base: String)] = [
            ("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
        ]
        return endings.contains { ending, base in
            word.hasSuffix(ending) && word.count > ending.count + 2
                && lemmas.contains(String(word.dropLast(ending.count)) + base)
        }
    }

    /// An index line's count of tagged senses: `lemma pos synsets pointers [pointer…] senses
    /// tagged offset…`.
    static func taggedSenses(_ line: ArraySlice<UInt8>) -> Int? {
        let fields = line.split(separator: UInt8(ascii: " "))
        func number(_ index: Int) -> Int? {
            fields.indices.contains(index) ? Int(String(decoding: fields[index], as: UTF8.self)) : nil
        }
        guard let pointers = number(3) else { return nil }
        return number(5 + pointers)
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
