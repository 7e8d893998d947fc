import Foundation
import Synchronization

/// VoiceOver's language detection (VoiceOver > Speech > Detect Languages, on by default): text
/// written in a script the screen's language does not write is spoken with the voice of that
/// script's language, as "Ελλάδα" on an English screen is read by a Greek voice.
///
/// The language is told from the letters alone (``WritingSystem``): the script most of a text's
/// letters are written in, the first of them on a tie. Han with kana is Japanese; Han with Hangul
/// is Korean; Han alone is Chinese, except on a screen whose language writes Han (Japanese,
/// Korean, Chinese), where it stays that language. Latin, written by many languages, is never
/// switched to. An `accessibilityLanguage` overrides detection; callers look at it first.
package enum LanguageDetection {
    /// The language `text` is spoken in on a screen in `locale` when its letters say it is
    /// another: "el" for "Ελλάδα" on an en-US screen. Nil when `locale` writes the text's script,
    /// when most of its letters are Latin, when it has no letters, or when the script is not one
    /// a language is known for.
    package static func language(of text: String, locale: String) -> String? {
        // Most labels are ASCII: Latin letters, digits and marks, nothing to detect.
        guard text.utf8.contains(where: { $0 >= 0x80 }), let script = dominantScript(of: text),
            !writtenScripts(of: locale).contains(script)
        else { return nil }
        return languages[script]
    }

    /// The language one of an element's texts is spoken in: the element's `accessibilityLanguage`
    /// (its own or inherited) when it has one; else, with detection on, the language of its
    /// letters when `locale`'s language does not write them; else `locale`.
    package static func spokenLanguage(
        of text: String, declared: String?, locale: String, detecting: Bool = true
    ) -> String {
        if let declared, !declared.isEmpty { return declared }
        return (detecting ? language(of: text, locale: locale) : nil) ?? locale
    }

    /// Whether all of `text` is another language's on a screen in `locale`: detection names a
    /// language for it (``language(of:locale:)``) and none of its letters is in a script the
    /// locale writes. A text that mixes the two ("Привет 的意思是你好" on a Chinese screen) is not:
    /// which voice reads it is less certain.
    package static func isWhollyDetected(_ text: String, locale: String) -> Bool {
        guard language(of: text, locale: locale) != nil else { return false }
        let own = writtenScripts(of: locale)
        return !text.unicodeScalars.contains { scalar in
            guard let system = WritingSystem(scalar), let code = code(of: system, scalar) else { return false }
            return own.contains(code)
        }
    }

    /// The ISO 15924 code of the script most of `text`'s letters are written in ("Grek"), the
    /// first of them on a tie; "Jpan" for Han with kana, "Kore" for Han with Hangul. Nil for a
    /// text without letters or whose letters are mostly Latin.
    package static func dominantScript(of text: String) -> String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        // ASCII letters, most of many texts' letters, counted apart: Latin's place in the order is
        // kept when the first is seen.
        var asciiLetters = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                guard scalar.properties.isAlphabetic else { continue }
                if asciiLetters == 0, counts["Latn"] == nil {
                    order.append("Latn")
                    counts["Latn"] = 0
                }
                asciiLetters += 1
                continue
            }
            guard let system = WritingSystem(scalar), let code = code(of: system, scalar) else { continue }
            if counts[code] == nil { order.append(code) }
            counts[code, default: 0] += 1
        }
        if asciiLetters > 0 { counts["Latn", default: 0] += asciiLetters }
        // Han is written with kana in Japanese and with Hangul in Korean: one script with them.
        let joined: (script: String, parts: Set<String>)? =
            counts["Kana"] != nil
            ? ("Jpan", ["Kana", "Hani"]) : counts["Hang"] != nil ? ("Kore", ["Hang", "Hani"]) : nil
        var totals: [String: Int] = [:]
        var ranked: [String] = []
        for code in order {
            let script = joined.flatMap { $0.parts.contains(code) ? $0.script : nil } ?? code
            if totals[script] == nil { ranked.append(script) }
            totals[script, default: 0] += counts[code, default: 0]
        }
        var best: String?
        for script in ranked where totals[script, default: 0] > totals[best ?? "", default: 0] { best = script }
        return best == "Latn" ? nil : best
    }

    /// Every language detection may name, each once: the voices a session prepares.
    package static var detectedLanguages: [String] { Array(Set(languages.values)).sorted() }

    /// The language each script is spoken in when detected: the language most people read it in.
    private static let languages: [String: String] = [
        "Grek": "el", "Cyrl": "ru", "Armn": "hy", "Hebr": "he", "Arab": "ar", "Syrc": "syr", "Thaa": "dv",
        "Deva": "hi", "Beng": "bn", "Guru": "pa", "Gujr": "gu", "Orya": "or", "Taml": "ta", "Telu": "te",
        "Knda": "kn", "Mlym": "ml", "Sinh": "si", "Thai": "th", "Laoo": "lo", "Tibt": "bo", "Mymr": "my",
        "Geor": "ka", "Hang": "ko", "Kore": "ko", "Ethi": "am", "Khmr": "km", "Mong": "mn", "Hani": "zh",
        "Jpan": "ja", "Kana": "ja",
    ]

    /// The Indic scripts by their 128-character block (``WritingSystem/indic(_:)``), from
    /// Devanagari's at U+0900.
    private static let indicScripts = ["Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh"]

    /// The script code of a letter of `system`; kana apart from Han.
    private static func code(of system: WritingSystem, _ scalar: Unicode.Scalar) -> String? {
        switch system {
        case .latin: "Latn"
        case .greek: "Grek"
        case .cyrillic: "Cyrl"
        case .armenian: "Armn"
        case .hebrew: "Hebr"
        case .arabic: "Arab"
        case .syriac: "Syrc"
        case .thaana: "Thaa"
        case .indic(let block): indicScripts[Int(block) - 0x12]
        case .thai: "Thai"
        case .lao: "Laoo"
        case .tibetan: "Tibt"
        case .myanmar: "Mymr"
        case .georgian: "Geor"
        case .hangul: "Hang"
        case .ethiopic: "Ethi"
        case .khmer: "Khmr"
        case .mongolian: "Mong"
        case .chineseAndJapanese: isKana(scalar) ? "Kana" : "Hani"
        case .other: nil
        }
    }

    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3031...0x3035, 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    /// The scripts `locale`'s language writes, from Foundation's locale data (CLDR's likely
    /// scripts: "ru" → Cyrl, "ja" → Jpan), looked up once a locale.
    static func writtenScripts(of locale: String) -> Set<String> {
        if let known = written.withLock({ $0[locale] }) { return known }
        let scripts: Set<String>
        switch Locale.Language(identifier: locale).script?.identifier {
        case "Jpan"?: scripts = ["Jpan", "Kana", "Hani"]
        case "Kore"?: scripts = ["Kore", "Hang", "Hani"]
        case "Hans"?, "Hant"?: scripts = ["Hani"]
        case let code?: scripts = [code]
        case nil: scripts = []
        }
        written.withLock { $0[locale] = scripts }
        return scripts
    }

    private static let written = Mutex<[String: Set<String>]>([:])
}
