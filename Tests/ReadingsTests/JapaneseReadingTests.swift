import Foundation
import Readings
import Testing

/// The Japanese reading step, checked against MeCab's own command line (`mecab -Oyomi`, Debian's
/// `mecab`), which prints each token's reading field the same way.
@Suite struct JapaneseReadingTests {
    /// Common UI words and phrases with kanji; none has the particles は or へ, which the step
    /// reads as pronounced (ワ, エ) where `-Oyomi` prints ハ, ヘ.
    static let phrases = [
        "設定", "通知", "写真を削除", "戻る", "再生", "検索", "一時停止", "保存", "編集", "完了",
        "共有", "送信", "受信", "削除", "追加", "音量", "明るさ", "画面", "表示", "閉じる",
        "開く", "言語", "地域", "日付", "時刻", "時計", "天気", "電話", "連絡先", "写真",
        "音楽", "動画", "地図", "予定", "電池", "充電", "接続", "機内モード", "一般", "詳細",
        "確認", "変更", "選択", "全て選択", "新規作成", "名前を変更", "再読み込み", "前の曲", "次の曲", "音声入力",
        "拡大", "縮小", "未読", "受信箱", "下書き", "迷惑メール", "設定を開く", "通知を許可", "位置情報", "読み込み中",
    ]

    /// MeCab's reading of each line, from its command line.
    static func mecabReadings(_ lines: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mecab")
        process.arguments = ["-Oyomi"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(lines.count).map(String.init)
    }

    @Test func commonPhrasesReadAsMeCabReadsThem() throws {
        #expect(Self.phrases.count >= 50)
        let expected = try Self.mecabReadings(Self.phrases)
        for (phrase, reading) in zip(Self.phrases, expected) {
            let ours = Readings.read(phrase, locale: "ja")
            #expect(ours == reading, "\(phrase)")
            #expect(!ours.unicodeScalars.contains(where: JapaneseReading.isKanji), "\(phrase) → \(ours)")
        }
    }

    @Test func particlesAreReadAsPronounced() {
        #expect(Readings.read("設定は", locale: "ja-JP") == "セッテイワ")
        #expect(Readings.read("設定を開く", locale: "ja") == "セッテイヲヒラク")
    }

    @Test func latinSpacesAndKanaStay() {
        #expect(Readings.read("Wi-Fi設定 を開く", locale: "ja") == "Wi-Fiセッテイ ヲヒラク")
        #expect(Readings.read("ようこそ", locale: "ja") == "ようこそ")
        // Chinese is not read by the Japanese step.
        #expect(Readings.read("设置", locale: "zh-Hans") == "设置")
    }

    @Test func hostileInputDoesNotCrash() {
        let reading = JapaneseReading.installed
        #expect(reading.read("") == "")
        #expect(reading.read("設定\u{0}開く") == "セッテイ\u{0}ヒラク")
        let repaired = String(decoding: [0xFF, 0xE8, 0xA8, 0xAD, 0xE5, 0xAE, 0x9A, 0xC0], as: UTF8.self)
        #expect(reading.read(repaired).contains("セッテイ"))
        let huge = String(repeating: "設定を開く。", count: 20_000)
        let hugeReading = reading.read(huge)
        let hasKanji = hugeReading.unicodeScalars.contains(where: JapaneseReading.isKanji)
        #expect(hugeReading == String(repeating: "セッテイヲヒラク。", count: 20_000))
        #expect(!hasKanji)
        let unbroken = String(repeating: "設定", count: 10_000)
        #expect(reading.read(unbroken).utf8.count > 0)
        #expect(reading.read(String(repeating: "々", count: 1_000)).count > 0)
        #expect(reading.read("\u{FFFD}漢\u{0}\u{1B}[0m字").count > 0)
    }

    @Test func withoutTheDictionaryTextStaysAsWritten() {
        let missing = JapaneseReading(arguments: "-d /nonexistent/dictionary")
        #expect(!missing.isAvailable)
        #expect(Readings.read("設定を開く", locale: "ja", japanese: missing) == "設定を開く")
    }
}

/// The middle dot between names is the pause it stands for, not a letter to name.
struct MiddleDotTests {
    @Test func theDotBetweenNamesIsReadAsAPause() {
        #expect(Readings.read("アンナ・ペトロワ", locale: "ja") == "アンナ、ペトロワ")
        #expect(Readings.read("ｱﾝﾅ･ﾍﾟﾄﾛﾜ", locale: "ja").contains("、"))
        // Only in Japanese: another locale's voice is given the text as written.
        #expect(Readings.read("アンナ・ペトロワ", locale: "zh-Hans") == "アンナ・ペトロワ")
    }
}
