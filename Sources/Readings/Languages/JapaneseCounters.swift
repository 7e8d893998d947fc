/// A counter (助数詞) or unit after a number, and how the number and the counter sound together
/// ("本" after 1 → "イッポン", after 3 → "サンボン"; "人" after 2 → "フタリ").
///
/// The sound changes are the types of Makino and Tsutsui's counter tables (*A Dictionary of Basic
/// Japanese Grammar*, Appendix 6, and *A Dictionary of Intermediate Japanese Grammar*, Appendix
/// 6), with the Tokyo University of Foreign Studies language module's counter table for the
/// counters it gives; docs/languages.md lists the types with the counters of each.
struct JapaneseCounter {
    /// The counter said after a number it does not change ("ホン").
    var reading: String
    /// The last word of the number and the counter together, where they change ("イッポン").
    var forms: [JapaneseNumeral.Word: String] = [:]
    /// The whole number and the counter together, where they have a reading of their own
    /// ("ヒトリ" for 1人, "ハツカ" for 20日).
    var whole: [Int: String] = [:]

    /// How `numeral` and the counter are said together.
    func reading(after numeral: JapaneseNumeral) -> String {
        if let value = numeral.value, let own = whole[value] { return own }
        if let form = forms[numeral.last], numeral.said == numeral.last.kana { return numeral.head + form }
        return numeral.spoken + reading
    }

    /// Type A: no change ("マイ": イチマイ, ニマイ…).
    static func plain(_ reading: String) -> JapaneseCounter { JapaneseCounter(reading: reading) }

    /// Types B to F: the last sound of the number is doubled before the counter ("イッコ") after
    /// the words listed, and the counter takes `changed` there when it changes too ("イッポン").
    static func doubling(
        _ reading: String, after words: [JapaneseNumeral.Word], changed: String? = nil
    ) -> JapaneseCounter {
        var counter = JapaneseCounter(reading: reading)
        for word in words {
            if let doubled = word.geminated { counter.forms[word] = doubled + (changed ?? reading) }
        }
        return counter
    }

    /// The counter with the last word of the number said differently before it ("ヨ" for 4 in
    /// "ヨネン", "シ" in "シガツ").
    func saying(_ digits: [Int: String]) -> JapaneseCounter {
        var counter = self
        for (digit, kana) in digits { counter.forms[.digit(digit)] = kana + reading }
        return counter
    }

    /// The counter with some words and counter said together in their own way ("サンボン").
    func with(_ forms: [JapaneseNumeral.Word: String]) -> JapaneseCounter {
        var counter = self
        counter.forms.merge(forms) { $1 }
        return counter
    }

    /// The counter with some whole numbers said in their own way ("ヒトリ").
    func with(whole: [Int: String]) -> JapaneseCounter {
        var counter = self
        counter.whole.merge(whole) { $1 }
        return counter
    }
}

extension JapaneseCounter {
    /// 1, 6, 8, 10 and 100 double before k, h and p (types B, C and E).
    private static let ikRokuHachi: [JapaneseNumeral.Word] = [.digit(1), .digit(6), .digit(8), .ten, .hundred]
    /// 1, 8 and 10 double before s and t (types D and F).
    private static let ichiHachi: [JapaneseNumeral.Word] = [.digit(1), .digit(8), .ten]

    /// 4 as ヨ (type A').
    private static let yo = [4: "ヨ"]

    /// The days of the month and the count of days in native numerals (2日 フツカ … 10日 トオカ,
    /// 14日 ジュウヨッカ, 20日 ハツカ, 24日 ニジュウヨッカ); other numbers in ニチ, with 7 as シチ and 9
    /// as ク (17日 ジュウシチニチ).
    private static let days: [Int: String] = [
        2: "フツカ", 3: "ミッカ", 4: "ヨッカ", 5: "イツカ", 6: "ムイカ", 7: "ナノカ", 8: "ヨウカ",
        9: "ココノカ", 10: "トオカ", 14: "ジュウヨッカ", 20: "ハツカ", 24: "ニジュウヨッカ",
    ]

    private static let day = plain("ニチ").saying([7: "シチ", 9: "ク"]).with(whole: days)

    private static let minutes = doubling("フン", after: ikRokuHachi, changed: "プン").with([
        .digit(3): "サンプン", .digit(4): "ヨンプン", .thousand: "センプン",
    ])

    /// The counters and units read after a number, by how they are written. Where two start the
    /// same way, the longer is tried first ("日間" before "日").
    static let table: [String: JapaneseCounter] = {
        var table: [String: JapaneseCounter] = [
            // Type A: no change.
            "枚": plain("マイ"), "台": plain("ダイ"), "番": plain("バン"), "倍": plain("バイ"),
            "度": plain("ド"), "秒": plain("ビョウ"), "位": plain("イ"), "名": plain("メイ"),
            "ドル": plain("ドル"), "行": plain("ギョウ"), "文字": plain("モジ"), "割": plain("ワリ"),
            "分の": plain("ブンノ"), "話": plain("ワ"), "号": plain("ゴウ"), "部": plain("ブ"), "条": plain("ジョウ"),
            "代": plain("ダイ"), "段": plain("ダン"),
            "GB": plain("ギガバイト"), "MB": plain("メガバイト"), "KB": plain("キロバイト"),
            "TB": plain("テラバイト"), "km": plain("キロメートル"), "kg": plain("キログラム"),
            "mm": plain("ミリメートル"), "℃": plain("ド"), "°C": plain("ド"),
            // Type A': 4 is ヨ.
            "円": plain("エン").saying(yo), "年": plain("ネン").saying(yo), "年間": plain("ネンカン").saying(yo),
            "人": plain("ニン").saying(yo).with(whole: [1: "ヒトリ", 2: "フタリ"]),
            "時間": plain("ジカン").saying([4: "ヨ", 9: "ク"]),
            // Type A'': 4, 7 and 9 as シ or ヨ, シチ and ク.
            "月": plain("ガツ").saying([4: "シ", 7: "シチ", 9: "ク"]),
            "時": plain("ジ").saying([4: "ヨ", 7: "シチ", 9: "ク"]),
            // Type B: h becomes p after a doubled sound, b (or p) after 3.
            "本": doubling("ホン", after: ikRokuHachi, changed: "ポン").with([.digit(3): "サンボン", .thousand: "センボン"]),
            "杯": doubling("ハイ", after: ikRokuHachi, changed: "パイ").with([.digit(3): "サンバイ", .thousand: "センバイ"]),
            "匹": doubling("ヒキ", after: ikRokuHachi, changed: "ピキ").with([.digit(3): "サンビキ", .thousand: "センビキ"]),
            "泊": doubling("ハク", after: ikRokuHachi, changed: "パク").with([.digit(3): "サンパク", .digit(4): "ヨンパク"]),
            "分": minutes,
            "分間": JapaneseCounter(reading: "フンカン", forms: minutes.forms.mapValues { $0 + "カン" }),
            // Type C: a doubled sound before k (3 makes g for some).
            "個": doubling("コ", after: ikRokuHachi), "回": doubling("カイ", after: ikRokuHachi),
            "件": doubling("ケン", after: ikRokuHachi), "曲": doubling("キョク", after: ikRokuHachi),
            "か月": doubling("カゲツ", after: ikRokuHachi), "か所": doubling("カショ", after: ikRokuHachi),
            "巻": doubling("カン", after: ikRokuHachi), "期": doubling("キ", after: ikRokuHachi),
            "階": doubling("カイ", after: ikRokuHachi).with([.digit(3): "サンガイ"]),
            "軒": doubling("ケン", after: ikRokuHachi).with([.digit(3): "サンゲン"]),
            "日": day.with(whole: [1: "イチニチ"]),
            "日間": JapaneseCounter(
                reading: "ニチカン", forms: day.forms.mapValues { $0 + "カン" },
                whole: days.mapValues { $0 + "カン" }),
            // Type D: a doubled sound before s after 1, 8 and 10 (3 makes z for some).
            "冊": doubling("サツ", after: ichiHachi), "週": doubling("シュウ", after: ichiHachi),
            "週間": doubling("シュウカン", after: ichiHachi), "cm": doubling("センチメートル", after: ichiHachi),
            "歳": doubling("サイ", after: ichiHachi).with(whole: [20: "ハタチ"]),
            "章": doubling("ショウ", after: ichiHachi), "世紀": doubling("セイキ", after: ichiHachi),
            "周年": doubling("シュウネン", after: ichiHachi), "席": doubling("セキ", after: ichiHachi),
            "足": doubling("ソク", after: ichiHachi).with([.digit(3): "サンゾク"]),
            // Type E: a doubled sound before p after 1, 6, 8 and 10.
            "ページ": doubling("ページ", after: [.digit(1), .digit(6), .digit(8), .ten]),
            "パーセント": doubling("パーセント", after: [.digit(1), .digit(6), .digit(8), .ten]),
            "ポイント": doubling("ポイント", after: [.digit(1), .digit(6), .digit(8), .ten]),
            // Type F: a doubled sound before t after 1, 8 and 10.
            "点": doubling("テン", after: ichiHachi), "通": doubling("ツウ", after: ichiHachi),
            "着": doubling("チャク", after: ichiHachi), "頭": doubling("トウ", after: ichiHachi),
            "丁目": doubling("チョウメ", after: ichiHachi),
            // Native numerals, 1 to 9 (ひとつ…ここのつ).
            "つ": JapaneseCounter(
                reading: "ツ",
                whole: [
                    1: "ヒトツ", 2: "フタツ", 3: "ミッツ", 4: "ヨッツ", 5: "イツツ", 6: "ムッツ", 7: "ナナツ",
                    8: "ヤッツ", 9: "ココノツ",
                ]),
        ]
        // Other spellings of the same counters.
        for (spelling, same) in [
            ("ヶ月", "か月"), ("ヵ月", "か月"), ("カ月", "か月"), ("ケ月", "か月"), ("ヶ所", "か所"), ("カ所", "か所"),
            ("箇所", "か所"), ("才", "歳"), ("%", "パーセント"), ("％", "パーセント"),
        ] {
            table[spelling] = table[same]
        }
        return table
    }()

    /// The day of the month: 1日 after a month is ツイタチ, not イチニチ ("4月1日" → "シガツツイタチ").
    static let dayOfMonth = day.with(whole: [1: "ツイタチ"])

    /// The longest written counter, in characters.
    static let longestCounter = table.keys.map(\.count).max() ?? 0
}
