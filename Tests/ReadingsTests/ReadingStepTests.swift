import Foundation
import Readings
import SpeechBridge
import Testing
import UtteranceRendering
import Utterances
import Voices

/// The reading step where speech is made: the synthesizer hears the reading, the transcript
/// keeps the text as written.
@Suite(.serialized) struct ReadingStepTests {
    static let voices = try! VoiceCatalog.standard()
    static let synthesizer = try! Synthesizer(voices: voices)

    static func utterance(_ text: String, _ language: String) -> Utterance {
        Utterance(cause: .focus, parts: [.speech(SpokenSegment(kind: .label, text: text, language: language))])
    }

    static func spokenText(_ request: SpeechRequest) -> String {
        request.parts.map { if case .text(let segment) = $0 { segment.text } else { "" } }.joined()
    }

    @Test func speechHearsTheReadingAndTheTranscriptTheText() {
        let utterance = Self.utterance("設定を開く", "ja")
        let request = UtteranceFormat.speech(voices: Self.voices).render(utterance)
        #expect(Self.spokenText(request) == "セッテイヲヒラク")
        #expect(UtteranceFormat.transcript.render(utterance).contains("設定を開く"))
        let english = UtteranceFormat.speech(voices: Self.voices).render(Self.utterance("Like 👍", "en-US"))
        #expect(Self.spokenText(english) == "Like thumbs up")
    }

    @Test func textOutputsShowTheReadingWhereItDiffers() throws {
        let utterance = Utterance(
            cause: .focus,
            parts: [
                .speech(SpokenSegment(kind: .label, text: "設定を開く", language: "ja")),
                .pause(Pause(milliseconds: 250, reason: .betweenParts)),
                .speech(SpokenSegment(kind: .trait, text: "ボタン。", language: "ja")),
            ])
        #expect(UtteranceFormat.pacedTranscript.render(utterance) == "設定を開く {セッテイヲヒラク} [250 ms] ボタン。")
        let line = UtteranceFormat.jsonLines.render(utterance)
        #expect(line.contains(#""reading":"セッテイヲヒラク""#))
        #expect(line.components(separatedBy: "\"reading\"").count == 2)
        #expect(try Utterance(jsonLine: line) == utterance)
    }

    /// Each emoji, alone in a Chinese or Japanese label, is heard: espeak-ng alone renders
    /// about 7 ms of silence for one.
    @Test(arguments: ["zh-Hans", "ja"])
    func emojiAreNotSilent(locale: String) throws {
        for emoji in ["👍", "👍🏽", "👨‍👩‍👧", "🇯🇵", "#️⃣", "❤️", "🔍", "⚙️"] {
            let request = UtteranceFormat.speech(voices: Self.voices).render(Self.utterance(emoji, locale))
            let audio = try Self.synthesizer.synthesize(request)
            #expect(audio.duration > 0.2, "\(emoji) in \(locale): \(audio.duration) s")
        }
    }

    /// "設定を開く" read through the step lasts about as long as espeak-ng reading its kana, and
    /// espeak-ng reads none of it with its English voice ("Chinese letter").
    @Test func kanjiAreReadAsKana() throws {
        let request = UtteranceFormat.speech(voices: Self.voices).render(Self.utterance("設定を開く", "ja"))
        let read = try Self.synthesizer.synthesize(request).duration
        let kana = try Self.synthesizer.synthesize(SpeechRequest(text: "せっていをひらく", locale: "ja")).duration
        #expect(abs(read - kana) <= 0.3 * kana, "\(read) s against \(kana) s")
        let written = try Self.synthesizer.synthesize(SpeechRequest(text: "設定を開く", locale: "ja")).duration
        #expect(written > read)

        let phonemes = try Self.espeakPhonemes(Self.spokenText(request))
        #expect(!phonemes.contains("(en)"), "\(phonemes)")
        #expect(try Self.espeakPhonemes("設定を開く").contains("(en)"))
    }

    /// espeak-ng's phonemes for `text` in its Japanese voice; a switch to English shows as "(en)".
    static func espeakPhonemes(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        process.arguments = ["-q", "-v", "ja", "-x", text]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A label read for the first time: MeCab's analysis, or one locale's CLDR names parsed.
    @Test func firstReadingsCostMilliseconds() {
        let japanese = JapaneseReading(arguments: "")
        _ = japanese.read("設定")  // MeCab's dictionary is opened
        let labels = ["写真を削除", "通知を許可", "位置情報", "迷惑メール", "再読み込み"]
        let start = ContinuousClock.now
        for label in labels { _ = japanese.read(label) }
        let perLabel = (ContinuousClock.now - start) / labels.count
        let names = EmojiNames(directory: EmojiNames.installed.directory)
        let parse = ContinuousClock.now
        _ = names.replacingEmoji(in: "👍", locale: "ja")
        let firstEmoji = ContinuousClock.now - parse
        print("reading step, uncached: MeCab \(perLabel) per label; first emoji in ja \(firstEmoji)")
        #expect(perLabel < .milliseconds(5))
        #expect(firstEmoji < .seconds(2))
    }

    /// A label read again costs a lookup: a few microseconds at most.
    @Test func cachedReadingsAreCheap() {
        let labels = ["設定を開く", "写真を削除", "Like 👍", "通知", "再生"]
        for label in labels { _ = Readings.spoken(label, locale: "ja") }
        let rounds = 20_000
        let start = ContinuousClock.now
        var total = 0
        for round in 0..<rounds { total &+= Readings.spoken(labels[round % labels.count], locale: "ja").utf8.count }
        let perLabel = (ContinuousClock.now - start) / rounds
        print("reading step, cached: \(perLabel) per label")
        #expect(total > 0)
        #expect(perLabel < .microseconds(20))
    }
}
