import Utterances

/// How alike each element heard is to each element Earshot says. What identifies an element is
/// its own words, its label's and value's, not VoiceOver's phrases that many elements share
/// ("Switch button on Double tap to toggle setting"): two elements pair only when their own
/// words are alike, and then the more alike the more of all their words they share.
struct Pairing {
    /// A key of each element's words, equal for equal words: heard, and Earshot's with and
    /// without its hint.
    let heardKeys: [Int]
    let saidKeys: [[Int]]
    private let heardIdentity: [[Int32]]
    private let heardWords: [[Int32]]
    private let saidIdentity: [[Int32]]
    private let saidWords: [[Int32]]
    private let saidUnhinted: [[Int32]]
    /// Earshot's elements by each word of their own.
    private let saidByWord: [Int32: [Int]]

    /// - Parameter phraseWords: the words of VoiceOver's own phrases in the voice file; with the
    ///   words of every part of Earshot's utterances that is not the element's own, they are
    ///   not what identifies an element. Numbers always are.
    init(heard: [HeardElement], said: [Utterance], elements: [SaidElement], phraseWords: Set<String>) {
        var phrase = phraseWords
        for utterance in said {
            for segment in utterance.segments where !SaidElement.identityKinds.contains(segment.kind) {
                phrase.formUnion(SpokenWords(segment.text).words)
            }
        }
        phrase = phrase.filter { !$0.contains(where: \.isNumber) }
        var codes: [String: Int32] = [:]
        func coded(_ words: [String]) -> [Int32] {
            words.map { word in
                if let code = codes[word] { return code }
                let code = Int32(codes.count)
                codes[word] = code
                return code
            }
            .sorted()
        }
        func own(_ words: SpokenWords) -> [Int32] { coded(words.words.filter { !phrase.contains($0) }) }
        var keys: [SpokenWords: Int] = [:]
        func key(_ words: SpokenWords) -> Int {
            if let key = keys[words] { return key }
            keys[words] = keys.count
            return keys.count - 1
        }
        heardKeys = heard.map { key($0.words) }
        saidKeys = elements.map { $0.words == $0.unhinted ? [key($0.words)] : [key($0.words), key($0.unhinted)] }
        heardIdentity = heard.map { own($0.words) }
        heardWords = heard.map { coded($0.words.words) }
        saidIdentity = elements.map { own($0.identity) }
        saidWords = elements.map { coded($0.words.words) }
        saidUnhinted = elements.map { coded($0.unhinted.words) }
        var byWord: [Int32: [Int]] = [:]
        for (j, words) in saidIdentity.enumerated() {
            for code in Set(words) { byWord[code, default: []].append(j) }
        }
        saidByWord = byWord
    }

    /// How well heard element `i` pairs with Earshot's `j`: nil when their own words are less
    /// alike than ``Comparison/threshold``; otherwise that likeness plus that of all their words.
    func score(_ i: Int, _ j: Int) -> Double? {
        let all = max(Self.similarity(heardWords[i], saidWords[j]), Self.similarity(heardWords[i], saidUnhinted[j]))
        let heardOwn = heardIdentity[i]
        let saidOwn = saidIdentity[j]
        let identity: Double
        if heardOwn.isEmpty, saidOwn.isEmpty {
            identity = all
        } else if heardOwn.isEmpty || saidOwn.isEmpty {
            return nil
        } else {
            identity = Self.similarity(heardOwn, saidOwn)
        }
        return identity >= Comparison.threshold ? identity + all : nil
    }

    /// What the alignment could not pair, paired across it when alike: the same element said in
    /// another order. Each heard element takes the best of Earshot's left, by its own words.
    func acrossOrder(_ heard: [Int], _ said: Set<Int>) -> [Int: Int] {
        var left = said
        var moved: [Int: Int] = [:]
        for i in heard {
            let candidates =
                heardIdentity[i].isEmpty
                ? Array(left) : Set(heardIdentity[i].flatMap { saidByWord[$0] ?? [] }).filter(left.contains)
            let best = candidates.compactMap { j in score(i, j).map { (j, $0) } }
                .max { ($0.1, -$0.0) < ($1.1, -$1.0) }
            if let best {
                moved[i] = best.0
                left.remove(best.0)
            }
        }
        return moved
    }

    /// Twice the words two sorted lists share over the words of both, as
    /// ``SpokenWords/similarity(to:)``.
    private static func similarity(_ first: [Int32], _ second: [Int32]) -> Double {
        let total = first.count + second.count
        guard total > 0 else { return 1 }
        var shared = 0
        var a = 0
        var b = 0
        while a < first.count, b < second.count {
            if first[a] == second[b] {
                shared += 1
                a += 1
                b += 1
            } else if first[a] < second[b] {
                a += 1
            } else {
                b += 1
            }
        }
        return Double(2 * shared) / Double(total)
    }
}
