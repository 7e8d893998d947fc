extension Synthesizer {
    /// The words of `text` that `locale`'s voice does not say as words of its language: spelt,
    /// named only by their script, silent, or read with another language's rules. Each word
    /// once, in the order of the text. Nothing is synthesised.
    ///
    /// Give it the text the voice is given (after ``Readings``), not the text as written.
    package func unsayableWords(in text: String, locale: String) throws(SpeechError) -> [UnsayableWord] {
        var seen: Set<String> = []
        let words = SpokenWords.words(in: text).filter { $0.count <= SafeText.maxRun && seen.insert($0).inserted }
        guard !words.isEmpty else { return [] }
        let letters = Array(Set(words.flatMap { $0.filter(\.isLetter) }))
        let nextLetters = letters.map(Self.next)
        let asked = words + letters.map(String.init) + nextLetters.map { $0.map(String.init) ?? "" }
        let heard = try phonemes(of: asked, locale: locale)
        let alone = Dictionary(uniqueKeysWithValues: zip(letters, heard[words.count...]))
        let next = Dictionary(uniqueKeysWithValues: zip(letters, heard[(words.count + letters.count)...]))
        let ownRules = try espeakRules(of: locale)
        var reported: Set<UnsayableWord> = []
        return zip(words, heard).flatMap { word, phonemes in
            let hearing = UnsayableWord.Hearing(
                word: word, phonemes: phonemes,
                letters: word.filter(\.isLetter).map { letter in
                    (alone[letter] ?? "", Self.next(letter) == nil ? nil : next[letter])
                })
            return UnsayableWord.judge(hearing, ownRules: ownRules)
        }.filter { reported.insert($0).inserted }
    }

    /// The letter after `letter` in Unicode, when it is a letter too.
    private static func next(_ letter: Character) -> Character? {
        guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
            let following = Unicode.Scalar(scalar.value + 1)
        else { return nil }
        let character = Character(following)
        return character.isLetter ? character : nil
    }

    /// The name espeak-ng gives `locale`'s voice's own rules in its phoneme output: the voice
    /// file's name up to its first hyphen ("cmn-latn-pinyin" → "cmn", "en-us" → "en").
    private func espeakRules(of locale: String) throws(SpeechError) -> String {
        guard let voice = try? voices.profile(for: locale).espeakVoice else {
            throw .unknownLocale(locale, available: voices.locales)
        }
        let file = voice.split(separator: "/").last ?? Substring(voice)
        return String(file.prefix { $0 != "-" }).lowercased()
    }
}
