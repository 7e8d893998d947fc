import Foundation
import Testing

@testable import Navigation

/// The rotor's words against ICU's word break iterator for the root locale (Debian's
/// python3-icu), whose boundaries VoiceOver reads by: every string of the corpus and every
/// description of the samples must be cut into the same words.
///
/// ICU cuts Chinese, Japanese, Thai, Lao, Khmer and Myanmar with dictionaries of real words,
/// which a small rule cannot reproduce: there ``TextUnits`` gives each Han character and each
/// hiragana a word of its own (Unicode's default rules), keeps a run of katakana, or of Thai and
/// the others, whole, and the tests assert that instead.
@Suite struct TextUnitsICUTests {
    /// Strings in scripts ICU cuts by rule alone, each meant to exercise a rule or a class.
    static let corpus = [
        // English labels, numbers, decimals, thousands, times
        "Apple Inc., $432.39, up 1.3%", "Alphabet Inc., $135.12, down 0.4%", "3,000 steps today",
        "1,234,567.89", "Meeting at 10:30 AM", "Open 9:00–17:30", "Version 1.2.3 (build 45)", "iOS 17.2.1",
        "1st 2nd 3rd 4th", "50% off, −5 °C, +1 (555) 123-4567", "½ cup, 2³ = 8, m², CO₂", "A4 paper; 3D; MP3",
        "$1,000.00 € 2.50 ¥300", "Page 3 of 10", "1'000'000 and 1.000.000", "a.b.c. 1,2,3 a,b 1.a a.1",
        // Apostrophes, quotes, hyphens, underscores
        "Don't stop", "Don’t stop — it’s 5 o’clock", "rock 'n' roll, the users' settings", "‘single’ and \"double\"",
        "“Quoted” text", "stop-me-now", "Wi-Fi and Bluetooth", "Wi\u{2011}Fi", "snake_case_name and __init__",
        "_private _ __ a_ _1", "x:y a·b e.g. U.S.A. i.e.", "It's 100 km/h…", "#hashtag @mention & more",
        // E-mail, URLs, files
        "first.last@example.com", "Write to support@earshot.dev or @earshot, a @ b",
        "https://www.example.com/path?query=1&b=2#top", "file_name.v2.tar.gz",
        "~/Library/Caches/com.apple.Music", "C:\\Users\\Public",
        // Line breaks, tabs and invisible characters
        "tab\tseparated\nlines\r\nand CRLF", "co\u{AD}operate", "left\u{200E}to right", "zero\u{200B}width",
        "word\u{2060}joiner", "\u{301}leading mark",
        // Emoji and flags
        "👍 Like", "👨‍👩‍👧 Family", "🇺🇸 English (US) 🇫🇷", "Rating: ⭐️⭐️⭐️⭐️", "👋🏽 Hi", "1️⃣ First #️⃣",
        "Done ✅", "I ❤️ NY",
        // Accented Latin, precomposed and with combining marks
        "Café crème brûlée", "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e", "naïve coöperate",
        "Zürich, Düsseldorf; São Paulo", "Ångström, Øresund, Łódź", "l'été d'Hélène", "Straße, İstanbul, ǅemal",
        "Ⅻ o'clock",
        // Russian
        "«Привет», — сказал он.", "по-русски, кое-что, из-за", "Ёлка 3,5 кг за 1 000 ₽", "Настройки Wi-Fi",
        "Сохранить изменения?", "Громкость: 75%",
        // Greek
        "Καλημέρα κόσμε· τι κάνεις;", "Ελλάδα 2024, ΕΛΛΆΔΑ", "ά\u{301}λφα",
        // Arabic
        "مرحبا بالعالم", "السعر ٤٣٢٫٣٩ دولار", "١٬٠٠٠ خطوة", "الإعدادات، الخصوصية؛ الأمان؟", "كِتَابٌ",
        "Arabic «مرحبا» 2024",
        // Hebrew, with geresh and gershayim
        "שלום עולם", "צה\"ל ו־צה״ל", "ג'ירפה, ש׳ and ש'", "תשפ״ד 5784", "‏שלום‏ world",
        // Other scripts cut by rule
        "한국어 텍스트 123", "한국어123 서울_시 한'국", "Հայերեն՝ բարեւ", "नमस्ते दुनिया", "ქართული ენა", "ᐃᓄᒃᑎᑐᑦ",
    ]

    @Test func everyStringIsCutAsICUCutsIt() throws {
        let expected = try ICUWordBreaks.words(Self.corpus)
        for (text, words) in zip(Self.corpus, expected) {
            #expect(TextUnits.words(of: text) == words, "\(text.debugDescription)")
        }
    }

    @Test(arguments: ["en-US", "ru", "ar", "zh-Hans"])
    func everySampleDescriptionIsCutAsICUCutsIt(locale: String) throws {
        let samples =
            try FileManager.default.contentsOfDirectory(atPath: Fixtures.samples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted() + ["workshop/pitfalls.yaml"]
        let texts = try samples.flatMap { try Fixtures.session($0, locale: locale).transcript }
        #expect(texts.count > 100)
        let expected = try ICUWordBreaks.words(texts)
        for (text, words) in zip(texts, expected) {
            // Where ICU's dictionary finds Chinese words, the rotor reads Han by character.
            let ideographs = words.flatMap { word in
                word.allSatisfy { WordBreak($0.unicodeScalars.first!) == .ideograph } ? word.map(String.init) : [word]
            }
            #expect(TextUnits.words(of: text) == ideographs, "\(text.debugDescription)")
        }
    }

    @Test func scriptsICUCutsByDictionaryAreCutByCharacterOrRun() {
        let cases: [(String, [String])] = [
            ("苹果公司", ["苹", "果", "公", "司"]),
            ("设置 Wi-Fi 网络", ["设", "置", "Wi", "Fi", "网", "络"]),
            ("价格 432.39 美元。", ["价", "格", "432.39", "美", "元"]),
            ("iPhone手机", ["iPhone", "手", "机"]),
            ("ひらがなとカタカナ", ["ひ", "ら", "が", "な", "と", "カタカナ"]),
            ("東京タワー、々", ["東", "京", "タワー", "々"]),
            ("ｶﾀｶﾅ", ["ｶﾀｶﾅ"]),
            ("สวัสดีครับ ขอบคุณ", ["สวัสดีครับ", "ขอบคุณ"]),
            ("ລາວ ខ្មែរ မြန်မာ", ["ລາວ", "ខ្មែរ", "မြန်မာ"]),
        ]
        for (text, words) in cases {
            #expect(TextUnits.words(of: text) == words, "\(text)")
        }
    }

    @Test func emptyAndWordlessTextsHaveNoWords() {
        for text in ["", " ", "\n", "…", "👍", "🇺🇸", "\u{301}", "_"] {
            #expect(TextUnits.words(of: text).isEmpty, "\(text.debugDescription)")
        }
    }

    /// Every scalar of ICU's Unicode version, as its word rules classify it (see
    /// ``ICUWordBreaks``); Swift's own data may be newer, so scalars ICU does not know are left
    /// out.
    @Test func everyScalarHasTheWordBreakValueICUGivesIt() throws {
        let icu = try ICUWordBreaks.kinds()
        #expect(icu.runs.count > 1_000)
        var differences: [String] = []
        for run in icu.runs {
            for value in run.first...run.last {
                let scalar = try #require(Unicode.Scalar(value))
                let kind = "\(WordBreak(scalar))"
                if kind != run.kind {
                    differences.append("U+\(String(value, radix: 16, uppercase: true)) \(kind) (ICU: \(run.kind))")
                }
            }
        }
        #expect(differences.isEmpty, "Unicode \(icu.unicode): \(differences.count): \(differences.prefix(40))")
    }
}
