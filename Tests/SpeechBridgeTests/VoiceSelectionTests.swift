import Foundation
import Reporting
import SpeechBridge
import Testing
import Voices

/// Every voice file's espeak-ng voice is found the way the library resolves voices, and speaks.
@Suite struct VoiceSelectionTests {
    /// A sentence of about eight words in each locale of `voices/`.
    static let sentences: [String: String] = [
        "ar": "مرحبا، هذا اختبار قصير للصوت العربي اليوم.",
        "de": "Dies ist ein kurzer Test der deutschen Stimme heute.",
        "en-GB": "This is a short test of the British voice today.",
        "en-US": "This is a short test of the American voice today.",
        "es": "Esta es una prueba corta de la voz española hoy.",
        "fr": "Ceci est un court essai de la voix française aujourd'hui.",
        "ja": "これは日本語の音声の短いテストです。",
        "ru": "Это короткая проверка русского голоса сегодня утром.",
        "zh-Hans": "这是今天对中文语音的一个简短测试。",
    ]

    @Test func everyVoiceFileHasATestSentence() {
        #expect(Set(Fixtures.voices.locales) == Set(Self.sentences.keys))
    }

    @Test(arguments: Fixtures.voices.locales)
    func everyVoiceFileSpeaksAudiblyForAPlausibleTime(locale: String) throws {
        let sentence = try #require(Self.sentences[locale])
        let buffer = try Fixtures.speak(sentence, locale: locale)
        #expect(buffer.completions == [.finished])
        // Eight words or so: between one and eight seconds, whatever the language's rate.
        #expect(buffer.duration > 1 && buffer.duration < 8, "\(buffer.duration) s")
        #expect(AudioAnalysis.rms(buffer.samples) > 800)
        // Most of it is speech, not silence.
        let silent = AudioAnalysis.silences(in: buffer.samples).reduce(0) { $0 + $1.length }
        #expect(Double(silent) < Double(buffer.samples.count) * 0.5)
    }

    /// espeak-ng 1.51's `espeak_SetVoiceByName` refuses "en-gb" and "fr-fr": they are languages
    /// of the voice files "gmw/en" and "roa/fr", not file names.
    @Test(arguments: [
        ("en-gb", "gmw/en"), ("fr-fr", "roa/fr"), ("en-us", "gmw/en-US"), ("cmn-latn-pinyin", "sit/cmn-Latn-pinyin"),
        ("ru", "zle/ru"),
    ])
    func voicesNamedByLanguageSelectTheirFile(name: String, identifier: String) throws {
        let voice = try Fixtures.synthesizer.installedVoice(named: name).get()
        #expect(voice.identifier == identifier)
    }

    /// Looking a voice up without loading it (a run's start looks up every language detection
    /// may switch to) finds exactly the voices that selecting finds, for those languages and for
    /// names that are none.
    @Test(arguments: LanguageDetection.detectedLanguages + ["en-us", "en-gb", "fr-fr", "no-such-voice", "zz", ""])
    func lookingAVoiceUpFindsWhatSelectingFinds(name: String) {
        // Looked up first: a voice once selected is remembered.
        let found = Fixtures.synthesizer.hasInstalledVoice(named: name)
        #expect(found == ((try? Fixtures.synthesizer.installedVoice(named: name).get()) != nil))
    }

    /// Names that are no voice of espeak-ng's list: the library takes them for a path or a
    /// variant, and crashed the process on each (a variant has no phoneme table).
    @Test(arguments: ["m1", "!v/m1", "../../../../../etc/passwd", "/etc/passwd", "mb/mb-en1", "variant"])
    func aNameThatIsNoListedVoiceIsRefusedWithoutCrashing(name: String) {
        let result = Fixtures.synthesizer.installedVoice(named: name)
        guard case .failure(let error) = result else {
            Issue.record("\(name) was taken as a voice")
            return
        }
        #expect(error == .voiceUnavailable(name))
        // The synthesizer still speaks afterwards.
        #expect((try? Fixtures.synthesizer.installedVoice(named: "en-us").get())?.identifier == "gmw/en-US")
    }

    @Test func britishAndAmericanVoicesSoundDifferent() throws {
        let text = "Tomato, water, and a bottle of better butter."
        let british = try Fixtures.speak(text, locale: "en-GB")
        let american = try Fixtures.speak(text, locale: "en-US")
        #expect(british.completions == [.finished] && american.completions == [.finished])
        #expect(british.samples != american.samples)
    }

    @Test func aVoiceThatIsNotInstalledIsAnErrorNotSilence() throws {
        let voices = VoiceCatalog(profiles: [
            VoiceProfile(locale: "en-US", name: "Missing", espeakVoice: "no-such-voice")
        ])
        let synthesizer = try Synthesizer(voices: voices)
        let buffer = PCMBuffer()
        let completion = synthesizer.enqueue(SpeechRequest(text: "hello", locale: "en-US"), to: buffer).wait()
        #expect(completion == .failed(.voiceUnavailable("no-such-voice")))
        #expect(buffer.samples.isEmpty)
        #expect(SpeechError.voiceUnavailable("no-such-voice").exitStatus == .unavailable)
        #expect(synthesizer.installedVoice(named: "no-such-voice") == .failure(.voiceUnavailable("no-such-voice")))
        // The voice that failed does not stay broken for the next request.
        #expect(try Fixtures.speak("hello").completions == [.finished])
    }

    @Test func resolutionPrefersIdentifierThenFileThenLanguageByPriorityThenName() {
        let voices = [
            InstalledVoice(
                identifier: "gmw/en-GB-x-rp", name: "English (RP)", languages: [.init("en-gb", priority: 4)]),
            InstalledVoice(
                identifier: "gmw/en", name: "English (Great Britain)",
                languages: [.init("en-gb", priority: 2), .init("en", priority: 2)]),
            InstalledVoice(
                identifier: "gmw/en-US", name: "English (America)", languages: [.init("en-us", priority: 2)]),
            InstalledVoice(
                identifier: "roa/fr", name: "French (France)",
                languages: [.init("fr-fr", priority: 5), .init("fr", priority: 5)]),
        ]
        func resolved(_ name: String) -> String? { InstalledVoice.resolve(name, among: voices)?.identifier }
        #expect(resolved("gmw/en") == "gmw/en")
        #expect(resolved("EN-us") == "gmw/en-US")
        #expect(resolved("en-gb") == "gmw/en")
        #expect(resolved("fr-fr") == "roa/fr")
        #expect(resolved("french (france)") == "roa/fr")
        #expect(resolved("xx") == nil)
        #expect(resolved("") == nil)
    }
}
