import Synchronization

/// The reading step between an utterance and the synthesizer: text as written → text as a
/// locale's voice should read it. The transcript, captions and JSON Lines keep the text as
/// written; only what is synthesised is the reading.
///
/// Two steps, in order, after the words a voice file gives readings for are replaced by them
/// (``use(_:language:)``):
///
/// 1. emoji become their Unicode CLDR short name in the locale's language (``EmojiNames``),
///    since espeak-ng reads none of them;
/// 2. the language's own step, in `Languages/`: in Japanese, numbers and their counters become
///    their kana reading (``JapaneseNumbers``), then kanji (``JapaneseReading``), since
///    espeak-ng's Japanese voice reads only kana, and the middle dot between names the pause it
///    stands for; in Chinese and Arabic, numbers are written as their voices read them right
///    (``ChineseNumbers``, ``ArabicNumbers``), and in French, Spanish and Russian the minus sign
///    as a word (``MinusWords``).
///
/// Readings are cached per text and locale: a label read again costs a lookup.
package enum Readings {
    /// The text `locale`'s voice should read for `text` ("設定を開く" in "ja" → "セッテイヲヒラク",
    /// "👍" in "en-US" → "thumbs up"). Text in ASCII is returned as it is, without a lookup,
    /// unless it has digits for a language that reads numbers itself ("10:30" in Japanese).
    package static func spoken(_ text: String, locale: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }),
            !(text.utf8.contains { (0x30...0x39).contains($0) } && readsNumbers.contains(language(of: locale)))
        {
            return text
        }
        guard text.utf8.count <= longestCachedText else { return read(text, locale: locale) }
        let key = Key(text: text, locale: locale)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let reading = read(text, locale: locale)
        cache.withLock { entries in
            if entries.count >= cacheCapacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = reading
        }
        return reading
    }

    /// The reading of `text`, uncached, with the given sources of names and readings.
    package static func read(
        _ text: String, locale: String, emoji: EmojiNames = .installed,
        japanese: JapaneseReading = .installed
    ) -> String {
        let language = language(of: locale)
        let named = emoji.replacingEmoji(in: replacingGivenReadings(in: text, language: language), locale: locale)
        switch language {
        case "ja": return JapaneseReading.pausingAtMiddleDots(japanese.read(JapaneseNumbers.reading(named)))
        case "zh": return ChineseNumbers.reading(named)
        case "ar": return ArabicNumbers.reading(named)
        case let other where MinusWords.words[other] != nil: return MinusWords.reading(named, language: other)
        default: return named
        }
    }

    /// The languages whose own step reads numbers.
    static let readsNumbers = Set(["ja", "zh", "ar"] + MinusWords.words.keys)

    /// The language subtag of a BCP 47 tag or POSIX locale name, lower-cased ("zh-Hans" → "zh").
    package static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Readings kept before the cache is emptied and starts again: far more than the labels and
    /// phrases of a session.
    package static let cacheCapacity = 8_192

    /// Longer texts (a paragraph given to `say`) are read each time, not kept.
    package static let longestCachedText = 4_096

    struct Key: Hashable {
        var text: String
        var locale: String
    }

    static let cache = Mutex<[Key: String]>([:])
}
