import Foundation
import Synchronization

/// What espeak-ng makes of words, asked without synthesising anything: their phonemes, and from
/// those the words a voice cannot say as words of its language. On the synthesis thread, after
/// the requests already queued, so what is playing goes on.
package enum EspeakPhonemes {
    /// espeak-ng's phonemes for each of `words` in the espeak-ng voice `voice` ("en-us", "ja"),
    /// as ``EspeakEngine/phonemes(of:voice:)`` gives them. Words asked before are not asked again.
    package static func phonemes(of words: [String], voice: String) throws(SpeechError) -> [String] {
        let known = cache.withLock { cache in words.map { cache[Key(voice: voice, word: $0)] } }
        let missing = Array(Set(zip(words, known).filter { $0.1 == nil }.map(\.0)))
        guard !missing.isEmpty else { return known.map { $0 ?? "" } }
        let asked = try ask(missing, voice: voice)
        let found = Dictionary(uniqueKeysWithValues: zip(missing, asked))
        cache.withLock { cache in
            if cache.count + missing.count > cacheCapacity { cache.removeAll(keepingCapacity: true) }
            for (word, phonemes) in found { cache[Key(voice: voice, word: word)] = phonemes }
        }
        return zip(words, known).map { word, phonemes in phonemes ?? found[word] ?? "" }
    }

    /// The words of `text` that the espeak-ng voice `voice` does not say as words of its
    /// language: spelt, named only by their script, silent, or read with another language's
    /// rules. Each once, in the order of the text.
    ///
    /// Give it the text the voice is given (after the reading step), not the text as written.
    package static func unsayableWords(in text: String, voice: String) throws(SpeechError) -> [UnsayableWord] {
        try unsayableWords(among: VoiceWords.words(in: text), voice: voice)
    }

    /// The same for the words of a text as ``VoiceWords`` splits it.
    package static func unsayableWords(among words: [String], voice: String) throws(SpeechError) -> [UnsayableWord] {
        var seen: Set<String> = []
        // A letter alone (a keyboard's key, the "A" of a grade) is meant to be said as a letter.
        let words = words.filter {
            ($0.count > 1 || !$0.allSatisfy(\.isLetter)) && $0.count <= SafeText.maxRun && seen.insert($0).inserted
        }
        guard !words.isEmpty else { return [] }
        let known = judged.withLock { judged in words.map { judged[Key(voice: voice, word: $0)] } }
        let missing = zip(words, known).filter { $0.1 == nil }.map(\.0)
        let found = missing.isEmpty ? [:] : try judge(missing, voice: voice)
        judged.withLock { judged in
            if judged.count + found.count > cacheCapacity { judged.removeAll(keepingCapacity: true) }
            for (word, verdict) in found { judged[Key(voice: voice, word: word)] = verdict }
        }
        var reported: Set<UnsayableWord> = []
        return zip(words, known).flatMap { word, verdict in verdict ?? found[word] ?? [] }
            .filter { reported.insert($0).inserted }
    }

    /// What the voice does with each of `words`, asked of espeak-ng together.
    private static func judge(_ words: [String], voice: String) throws(SpeechError) -> [String: [UnsayableWord]] {
        let letters = Array(Set(words.flatMap { $0.filter(\.isLetter) }))
        let following = letters.map { neighbours(of: $0) }
        let heard = try phonemes(of: words + letters.map(String.init) + following.flatMap { $0 }, voice: voice)
        let alone = Dictionary(uniqueKeysWithValues: zip(letters, heard[words.count...]))
        var rest = heard[(words.count + letters.count)...]
        var next: [Character: [String]] = [:]
        for (letter, neighbours) in zip(letters, following) {
            next[letter] = Array(rest.prefix(neighbours.count))
            rest = rest.dropFirst(neighbours.count)
        }
        let ownRules = rules(of: voice)
        return Dictionary(
            zip(words, heard).map { word, phonemes in
                let hearing = UnsayableWord.Hearing(
                    word: word, phonemes: phonemes,
                    letters: word.filter(\.isLetter).map { letter in (alone[letter] ?? "", next[letter] ?? []) })
                return (word, UnsayableWord.judge(hearing, ownRules: ownRules))
            }, uniquingKeysWith: { first, _ in first })
    }

    /// Words kept before the cache starts over: far more than an app's words in every locale.
    package static let cacheCapacity = 65_536

    private struct Key: Hashable {
        var voice: String
        var word: String
    }

    private static let cache = Mutex<[Key: String]>([:])
    /// What the voice does with each word asked about, by voice and word.
    private static let judged = Mutex<[Key: [UnsayableWord]]>([:])

    private static func ask(_ words: [String], voice: String) throws(SpeechError) -> [String] {
        try SynthesisThread.shared.performWithEngine { engine throws(SpeechError) in
            try words.map { word throws(SpeechError) in try engine.phonemes(of: word, voice: voice) }
        }.get()
    }

    /// Characters after `letter` in Unicode at ``referenceOffsets``, as far as they are letters.
    private static func neighbours(of letter: Character) -> [String] {
        guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first else { return [] }
        return referenceOffsets.lazy.compactMap { Unicode.Scalar(scalar.value + $0).map(Character.init) }
            .prefix { $0.isLetter }.map(String.init)
    }

    /// How far from a letter the characters it is compared with lie. Not only the next one:
    /// neighbouring Han characters often share a reading (比, 毕, 毖 are all "bi").
    static let referenceOffsets: [UInt32] = [1, 7, 31]

    /// The name espeak-ng gives a voice's own rules in its phoneme output: the voice file's name
    /// up to its first hyphen ("cmn-latn-pinyin" → "cmn", "gmw/en-US" → "en").
    static func rules(of voice: String) -> String {
        let file = voice.split(separator: "/").last ?? Substring(voice)
        return String(file.prefix { $0 != "-" }).lowercased()
    }
}
