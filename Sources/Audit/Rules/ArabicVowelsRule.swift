import AccessibilityModel
import Findings
import SpeechBridge
import Voices

/// `arabic-vowels`: Arabic words written without their short vowels (the diacritics, harakat)
/// that the Arabic voice reads as consonants only: espeak-ng 1.51's Arabic voice knows the vowels
/// of few words, and reads "أمثلة" as "ʔmθlt". Asked of espeak-ng for each word (its phonemes,
/// ``SpeechBridge/EspeakPhonemes``): a run of ``consonantRun`` consonants is a word without its
/// vowels. Any text the Arabic voice reads: the locale's, or text VoiceOver's language detection
/// gives to it. A note: VoiceOver's own Arabic voice reads most such words right, so the finding
/// tells the listener that what the report plays is not what VoiceOver says.
package struct ArabicVowelsRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "arabic-vowels", severity: .note,
        summary: "Arabic words the report's voice reads without their vowels.",
        why:
            "Arabic is written without its short vowels; espeak-ng's Arabic voice knows the vowels of few words and reads the others as consonants only, so the report's audio of such a word is not what VoiceOver says.",
        fix:
            "Nothing to change in the app for VoiceOver; to hear the word as said in the report, give its reading with diacritics in the voice file's readings."
    )

    package let guide = "Earshot's own: what the report plays is what VoiceOver says in the locale."
    package let examples = RuleExamples(
        triggering: [.screen(Screen("examples") { Element("أمثلة", traits: .header) })],
        nonTriggering: [
            .screen(Screen("examples") { Element("Examples", traits: .header) }),
            .screen(Screen("examples") { Element("أَمْثِلَة", traits: .header) }),
        ],
        locales: ["en-US", "ar"])

    /// The fewest consonants in a row that make a word read without its vowels: Arabic puts a
    /// vowel after every consonant but the last of a syllable.
    static let consonantRun = 3

    package func findings(in locale: AuditedLocale) -> [Finding] {
        let context = locale.spoken.context
        let arabic =
            VoiceCatalog.language(of: context.voice.locale) == "ar"
            ? context.voice : try? context.voices?.profile(for: "ar")
        guard let voice = arabic?.espeakVoice else { return [] }
        return locale.findingsOnTextBeyondASCII { [rule] screen, position, node in
            let words = [node.label, node.value, node.hint].compactMap { $0 }.filter { text in
                let language = LanguageDetection.spokenLanguage(
                    of: text, declared: node.language, locale: context.locale)
                return VoiceCatalog.language(of: language) == "ar"
            }
            .flatMap(VoiceWords.words(in:)).filter(Self.lacksVowels)
            // Asking the library for no word's phonemes still costs a voice change.
            guard !words.isEmpty,
                let unvoiced = try? Self.readWithoutVowels(Array(Set(words)).sorted(), voice: voice),
                !unvoiced.isEmpty
            else { return nil }
            let quoted = unvoiced.map { "\"\($0)\"" }.joined(separator: ", ")
            return screen.finding(
                rule, at: position,
                "the \(voice) voice reads \(quoted) as consonants only: Arabic written without its short vowels")
        }
    }

    /// Whether `word` has Arabic letters and none of the marks that write its short vowels.
    static func lacksVowels(_ word: String) -> Bool {
        word.unicodeScalars.contains { (0x0620...0x064A).contains($0.value) }
            && !word.unicodeScalars.contains { (0x064B...0x0652).contains($0.value) || $0.value == 0x0670 }
    }

    /// The words of `words` whose phonemes in `voice` have ``consonantRun`` consonants in a row.
    static func readWithoutVowels(_ words: [String], voice: String) throws -> [String] {
        let phonemes = try EspeakPhonemes.phonemes(of: words, voice: voice)
        return zip(words, phonemes).filter { _, phonemes in
            var run = 0
            for sound in Phonemes.sounds(of: phonemes) {
                run = vowels.contains(sound) ? 0 : run + 1
                if run >= consonantRun { return true }
            }
            return false
        }
        .map(\.0)
    }

    /// The vowels of the Arabic voice's phonemes ("A" is its ʕ, a consonant).
    private static let vowels = Set("aeiou@")
}
