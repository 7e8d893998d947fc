/// A word of a text that a locale's espeak-ng voice does not say as a word of its language,
/// found by asking espeak-ng for the word's phonemes (``EspeakPhonemes/unsayableWords(in:voice:)``)
/// rather than guessing from tables of scripts.
package struct UnsayableWord: Hashable, Sendable {
    /// What the voice does with the word.
    package enum Kind: Hashable, Sendable {
        /// Each character is said as the same sound: only its script's name ("Chinese letter").
        case scriptName
        /// Said letter by letter, each letter by its name, or begun so.
        case spelt
        /// Not said at all.
        case silent
        /// Said as a word, with another language's rules.
        case otherRules
    }

    package var word: String
    package var kind: Kind
    /// The language whose rules espeak-ng switched to for the word (its name for it: "en",
    /// "el"), if it switched.
    package var rulesOf: String?

    package init(word: String, kind: Kind, rulesOf: String? = nil) {
        self.word = word
        self.kind = kind
        self.rulesOf = rulesOf
    }
}

extension UnsayableWord {
    /// What espeak-ng said for one word, and for each of its letters alone.
    struct Hearing {
        var word: String
        /// The word's phonemes.
        var phonemes: String
        /// Each letter's phonemes said alone, and those of characters after it in Unicode when
        /// they are letters (``EspeakPhonemes/referenceOffsets``): a voice that names only the
        /// script says the same for all of them.
        var letters: [(alone: String, next: [String])]
    }

    /// How the voice whose own rules espeak-ng names `ownRules` ("en", "cmn", "ja") says
    /// `hearing`'s word: nothing when it says it as a word of its own language; each run of
    /// letters said only as their script's name ("設定" of "設定を開く"); or the word, spelt,
    /// silent or read with another language's rules.
    static func judge(_ hearing: Hearing, ownRules: String) -> [UnsayableWord] {
        let spoken = Phonemes.sounds(of: hearing.phonemes)
        let foreign = Phonemes.switches(in: hearing.phonemes).first { $0 != ownRules }
        let made = { (word: String, kind: Kind) in UnsayableWord(word: word, kind: kind, rulesOf: foreign) }
        if spoken.isEmpty { return [made(hearing.word, .silent)] }
        let named = runsNamedByScript(hearing, spoken: spoken)
        if !named.isEmpty { return named.map { made($0.run, $0.said ? .scriptName : .silent) } }
        // Spelt, or begun letter by letter ("WiFi" as "double-u, i, fi"): the word's sounds start
        // with its first two letters' names, or with its first three's, said reduced. A first
        // letter whose name is one sound (a vowel, "у") says nothing of spelling: then the first
        // three names must open the word ("учетной" opens with "у" and "че" and is read whole).
        let names = hearing.letters.prefix(3).map { Phonemes.sounds(of: $0.alone) }
        let opening = names.first?.count == 1 ? 3 : 2
        if hasLetterNames(hearing), !names.contains(""),
            spoken.hasPrefix(names.prefix(opening).joined())
                || (names.count == 3 && Phonemes.begin(spoken, with: names.joined()))
        {
            return [made(hearing.word, .spelt)]
        }
        return foreign == nil ? [] : [made(hearing.word, .otherRules)]
    }

    /// Whether the voice says the word's letters alone by names that differ from their sounds in
    /// a word, so that a word said as their names is spelt. Letters of a syllabary or of Han are
    /// said alone as in a word, so a word of uncased letters is spelt only when its first letter
    /// alone is said with its script's name ("Hebrew shin", "Thai letter…"). A word in capitals
    /// ("OK", "USB"), or a lowercase prefix before them ("iOS", "tvOS", "eSIM"), is meant to be
    /// spelt.
    private static func hasLetterNames(_ hearing: Hearing) -> Bool {
        let letters = Array(hearing.word.filter(\.isLetter))
        guard letters.count >= 2, let first = hearing.letters.first else { return false }
        guard letters.contains(where: \.isCased) else { return saysScriptName(first) }
        let capitals = letters.reversed().prefix(while: \.isUppercase).count
        let spellingByDesign = capitals >= 2 && letters.dropLast(capitals).allSatisfy(\.isLowercase)
        return letters.contains(where: \.isLowercase) && !spellingByDesign
    }

    /// Whether a letter alone is said with a name its script's letters share ("Hebrew", "Arabic",
    /// "Thai letter"): its first sounds are those of every character after it in Unicode, at
    /// least ``scriptNameSounds`` of them, and the rest differ.
    private static func saysScriptName(_ letter: (alone: String, next: [String])) -> Bool {
        let sounds = Phonemes.sounds(of: letter.alone)
        guard !letter.next.isEmpty else { return false }
        let shared = letter.next.map { Phonemes.sounds(of: $0).commonPrefix(with: sounds).count }.min() ?? 0
        return shared >= scriptNameSounds && shared < sounds.count
    }

    /// The fewest sounds of a script's name: longer than the sounds a syllable's letters share
    /// in Unicode order (Hangul's 가, 각, 갇 all begin "ka").
    static let scriptNameSounds = 4

    /// The runs of the word's letters that the voice can say only as their script's name (each
    /// alone says the same as the characters after it in Unicode), and whether it says that name
    /// in the word or skips them there (kanji before kana are dropped).
    private static func runsNamedByScript(_ hearing: Hearing, spoken: String) -> [(run: String, said: Bool)] {
        var runs: [(run: String, said: Bool)] = []
        var run = ""
        var said = false
        var letters = hearing.letters.makeIterator()
        for character in hearing.word {
            let letter = character.isLetter ? letters.next() : nil
            if let letter, isNamedByScript(letter) {
                if run.isEmpty { said = spoken.contains(Phonemes.sounds(of: letter.alone)) }
                run.append(character)
            } else if !run.isEmpty {
                runs.append((run, said))
                run = ""
            }
        }
        if !run.isEmpty { runs.append((run, said)) }
        return runs
    }

    private static func isNamedByScript(_ letter: (alone: String, next: [String])) -> Bool {
        let sounds = Phonemes.sounds(of: letter.alone)
        return !sounds.isEmpty && letter.next.count == EspeakPhonemes.referenceOffsets.count
            && letter.next.allSatisfy { Phonemes.sounds(of: $0) == sounds }
    }
}

/// Reading espeak-ng's ASCII phoneme output (`espeak-ng -x`).
package enum Phonemes {
    /// The languages switched to, in order: `(en)` in "_:(en)tS'aIni:z(ja)l'et@".
    static func switches(in phonemes: String) -> [String] {
        var names: [String] = []
        var rest = Substring(phonemes)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Whether the sounds `heard` begin with the sounds `named` with the reduced vowel "@" left
    /// out of both: a letter's name said in a word loses its unstressed vowel (the English voice
    /// names "Ε" "EpsIl0n" alone and "EpsIl@n" in "Ελλάδα", and ``sounds(of:)`` drops the "0" as it
    /// drops tone numbers).
    static func begin(_ heard: String, with named: String) -> Bool {
        heard.filter { $0 != "@" }.hasPrefix(named.filter { $0 != "@" })
    }

    /// The sounds alone: without language switches, stress, length, tone numbers, pauses and
    /// word boundaries, which change with a letter's place in a word.
    package static func sounds(of phonemes: String) -> String {
        var sounds = ""
        var inSwitch = false
        for character in phonemes {
            switch character {
            case "(": inSwitch = true
            case ")": inSwitch = false
            case _ where inSwitch: continue
            case "'", ",", ":", "_", "|", "!", "#", "-", " ", "\n": continue
            case _ where character.isNumber: continue
            default: sounds.append(character)
            }
        }
        return sounds
    }
}
