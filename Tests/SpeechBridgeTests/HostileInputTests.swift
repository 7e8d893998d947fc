import Foundation
import Testing

@testable import SpeechBridge

/// Inputs that crash, confuse or overload espeak-ng 1.51 when handed over as they are. Each must
/// finish with audio and without taking the process down.
@Suite struct HostileInputTests {
    static let crashPatterns: [(name: String, text: String)] = [
        ("letter and period", String(repeating: "a . ", count: 120)),
        ("other letter and period", String(repeating: "b . ", count: 120)),
        ("letter and apostrophe", String(repeating: "s'", count: 120)),
        ("initials without spaces", String(repeating: "a.", count: 150)),
        ("apostrophes after other letters", String(repeating: "x'", count: 200)),
    ]

    @Test(arguments: ["en-US", "ru", "zh-Hans"])
    func knownCrashInputsAreSpoken(locale: String) throws {
        for pattern in Self.crashPatterns {
            let buffer = try Fixtures.speak(pattern.text, locale: locale)
            #expect(buffer.completions == [.finished], "\(pattern.name)")
            #expect(buffer.duration > 1, "\(pattern.name)")
        }
    }

    @Test func controlCharactersAreNotObeyedAsCommands() throws {
        // \u{01} introduces espeak-ng embedded commands such as "\u{01}80S" (speed).
        let plain = try Fixtures.speak("slow and steady wins the race")
        let commanded = try Fixtures.speak("\u{01}400S slow and steady \u{01}20P wins the race\u{07}\u{1B}")
        #expect(commanded.completions == [.finished])
        // Had the speed command been obeyed, the words would come out at several times the rate.
        let plainWords = plain.marks.count
        #expect(commanded.marks.count >= plainWords)
        #expect(commanded.duration > plain.duration * 0.8)
    }

    @Test func invalidUTF8IsSpokenAroundTheReplacementCharacters() throws {
        let bytes: [UInt8] = Array("Caf".utf8) + [0xC3, 0x28, 0xFF, 0xFE] + Array(" ouvert".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        let buffer = try Fixtures.speak(text)
        #expect(buffer.completions == [.finished])
        #expect(buffer.marks.count >= 2)
    }

    @Test func textThatLooksLikeSSMLIsSpokenLiterally() throws {
        let bare = try Fixtures.speak("hello")
        let tagged = try Fixtures.speak("<speak><prosody pitch=\"x-high\">hello</prosody></speak>")
        // The tag names are words too.
        #expect(tagged.marks.count > bare.marks.count)
        #expect(tagged.duration > bare.duration * 2)
        // Nothing in the tags took effect: the same word afterwards sounds as long as before.
        let after = try Fixtures.speak("hello")
        #expect(abs(after.duration - bare.duration) < bare.duration * 0.15)
    }

    @Test func ssmlChangesDoNotLeakIntoLaterSpeech() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let before = try #require(AudioAnalysis.medianPitch(of: Fixtures.speak(text).samples))
        let ssml = SpeechRequest([
            .text(
                TextSegment(
                    "<speak><prosody pitch=\"+80%\">raised</prosody> <audio src=\"/etc/passwd\"/> done</speak>",
                    locale: "en-US", isSSML: true))
        ])
        let marked = try Fixtures.synthesizer.synthesize(ssml)
        #expect(marked.completions == [.finished])
        #expect(marked.marks.count == 2)  // "raised", "done": markup is not spoken
        let after = try #require(AudioAnalysis.medianPitch(of: Fixtures.speak(text).samples))
        #expect(abs(after - before) / before < 0.05)
    }

    @Test func crashPatternsInsideSSMLAreSpoken() throws {
        let ssml = "<speak>" + String(repeating: "s'", count: 120) + String(repeating: "a . ", count: 120) + "</speak>"
        let buffer = try Fixtures.synthesizer.synthesize(
            SpeechRequest([.text(TextSegment(ssml, locale: "en-US", isSSML: true))]))
        #expect(buffer.completions == [.finished])
        #expect(buffer.duration > 1)
    }

    @Test func aMegabyteOfTextIsSynthesisedWholeWithRaisedLimits() throws {
        let sentence = "Earshot reads every element, and then it reads the next one. "
        let text = String(repeating: sentence, count: 1_048_576 / sentence.utf8.count + 1)
        #expect(text.utf8.count > 1_048_576)
        // Far over the default limits, which are raised here as the environment can raise them.
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices,
            limits: SpeechLimits(maximumCharacters: 2_000_000, maximumAudioSeconds: 24 * 3600))
        let counter = CountingSink()
        let ticket = synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: counter)
        #expect(ticket.wait() == .finished)
        // About 170,000 words at 175 words a minute: well over ten hours of speech.
        #expect(PCMFormat.seconds(samples: counter.samples) > 10 * 3600)
        #expect(counter.words > 160_000)
    }
}

/// Counts what it is given without keeping it.
final class CountingSink: AudioSink, @unchecked Sendable {
    private let lock = NSLock()
    private var sampleCount = 0
    private var wordCount = 0
    var samples: Int { lock.withLock { sampleCount } }
    var words: Int { lock.withLock { wordCount } }
    func write(_ samples: UnsafeBufferPointer<Int16>) { lock.withLock { sampleCount += samples.count } }
    func mark(_ mark: WordMark) { lock.withLock { wordCount += 1 } }
    func finish(_ completion: SpeechCompletion) {}
}

/// The Greek block's symbols and archaic letters, on which espeak-ng 1.51 reads freed memory,
/// never reach it: each is the letter it stands for, or a space.
struct GreekSymbolTests {
    @Test func noSymbolOfTheGreekBlockReachesTheLibrary() {
        let block = (0x0370...0x03FF).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let given = SafeText.pieces(of: block).map(\.text).joined()
        let reached = Set(given.unicodeScalars.map(\.value)).filter { (0x0370...0x03FF).contains($0) }
        #expect(reached.allSatisfy { (0x0386...0x03CE).contains($0) })
        // Where Unicode names the letter a symbol stands for, it is said as that letter.
        #expect(SafeText.pieces(of: "ϐϑϕϖϰϱϲϵϹ").map(\.text).joined() == "βθφπκρςεΣ")
        #expect(SafeText.pieces(of: "Ϝ1").map(\.text).joined() == " 1")
    }

    @Test(arguments: ["ru", "ja"])
    func theSymbolsAreSpokenWithoutHarm(_ locale: String) throws {
        // Many times over: the memory read after it was freed corrupted the library's heap until
        // a later request crashed.
        for _ in 0..<200 {
            let buffer = try Fixtures.speak("Ϝ Ϛ ϝ ϐ ΅ Ϡ Ϸ a", locale: locale)
            #expect(buffer.completions == [.finished])
        }
    }
}

/// Where a word changes writing system with nothing between ("iPhoneを探す", "가ก"), espeak-ng
/// 1.51 reads freed memory: a space is put there, and the word marks still point into the text
/// as written.
struct WritingSystemBoundaryTests {
    @Test func aSpaceGoesWhereAWordChangesSystem() {
        #expect(SafeText.pieces(of: "iPhoneを探す").map(\.text) == ["iPhone を探す"])
        #expect(SafeText.pieces(of: "가ก 1ก a्").map(\.text) == ["가 ก 1ก a ्"])
        // Han and kana are one system; a mark every script uses stays with its letter.
        #expect(SafeText.pieces(of: "東京へ行く cafe\u{301}ก").map(\.text) == ["東京へ行く cafe\u{301} ก"])
        #expect(SafeText.pieces(of: "Wi-Fi 设置").map(\.text) == ["Wi-Fi 设置"])
    }

    @Test func wordMarksPointIntoTheTextAsWritten() throws {
        let text = "Bluetoothデバイス iPhoneを探す"
        let buffer = try Fixtures.speak(text, locale: "ja")
        #expect(buffer.completions == [.finished])
        let scalars = Array(text.unicodeScalars)
        let words = buffer.marks.map { mark in
            String(
                String.UnicodeScalarView(scalars[mark.characterOffset..<min(scalars.count, mark.characterOffset + 1)]))
        }
        // Each mark starts on a letter of the text, never on a space it does not have.
        #expect(!words.isEmpty)
        #expect(words.allSatisfy { $0 != " " })
        #expect(buffer.marks.contains { scalars[$0.characterOffset] == "i" })
    }

    @Test(arguments: ["ja", "ru", "fr", "en-US"])
    func wordsThatChangeSystemAreSpokenWithoutHarm(_ locale: String) throws {
        for _ in 0..<100 {
            let buffer = try Fixtures.speak("iPhoneを探す 가ก a् 가ا Bluetoothデバイス", locale: locale)
            #expect(buffer.completions == [.finished])
        }
    }
}
