import Findings
import Localization
import SpeechBridge

/// `untranslated`: a translation identical to the development language's text. A text that stays
/// the same in every language is not reported (``isKeptInEveryLanguage(_:)``): a name, a brand, a
/// technical term or a key's name. The allowlist covers the names those rules do not tell.
package struct UntranslatedRule: AuditRule {
    /// Texts that are the same in every language (brand names, units); compared exactly.
    package var allowlist: Set<String>

    package init(allowlist: Set<String> = []) {
        self.allowlist = allowlist
    }

    package let rule = RuleDescription(
        id: "untranslated", severity: .warning,
        summary: "A translation is the development language's text, unchanged.",
        why:
            "The locale's voice reads it with its own rules, often letter by letter; a listener hears something close to noise.",
        fix: "Translate it, or add it to the allowlist when it is a name that stays the same.")

    package let guide = "Labels and hints: localised."
    package let examples = RuleExamples(
        triggering: [
            StringsExample.button(ru: "{add: Add}", zh: "{add: Add}"),
            StringsExample.button(en: "{add: Text Size}", ru: "{add: Text Size}", zh: "{add: Text Size}"),
        ],
        // A technology's name, a key's name, a person's name, an address.
        nonTriggering: [
            StringsExample.button(),
            StringsExample.button(en: "{add: Wi-Fi}", ru: "{add: Wi-Fi}", zh: "{add: Wi-Fi}"),
            StringsExample.button(en: "{add: Shift}", ru: "{add: Shift}", zh: "{add: Shift}"),
            StringsExample.button(en: "{add: Anna Petrova}", ru: "{add: Anna Petrova}", zh: "{add: Anna Petrova}"),
            StringsExample.button(en: "{add: example.com}", ru: "{add: example.com}", zh: "{add: example.com}"),
        ],
        locales: ["ru", "zh-Hans"])

    /// The names of keys written the same on keyboards in every language, which a key of an
    /// on-screen keyboard is labelled with.
    static let keyNames: Set<String> = ["Shift", "Ctrl", "Alt", "Cmd", "Esc", "Fn", "Caps Lock"]

    /// Whether `text`, the same in the development language and a translation, is one that stays
    /// the same in every language: a key's name (``keyNames``); a text whose every word is a term
    /// (``LatinNames``: "Wi-Fi", "iPhone", "USB", "MP3") or written as a name (an address,
    /// "example.com", "dax@duck.com"; a handle; an identifier); or a name of capitalised words without an English function word, one of
    /// which is no English word (WordNet, where installed: "Anna Petrova", "Bluetooth"; "Text
    /// Size" is English, and untranslated).
    package static func isKeptInEveryLanguage(_ text: String, lexicon: EnglishLexicon? = .shared) -> Bool {
        if keyNames.contains(text) { return true }
        let written = Set(LatinNames.writtenAsNames(in: text).flatMap { VoiceWords.words(in: String($0)) })
        let words = VoiceWords.words(in: text).filter { !written.contains($0) }
        if words.allSatisfy(LatinNames.isTerm) { return true }
        guard let lexicon, LatinNames.isName(words) else { return false }
        return words.contains { word in word.split(separator: "-").contains { !lexicon.knows(String($0)) } }
    }

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken))
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let context = input.context
        let localizations = context.localizations
        guard !context.isDevelopmentLanguage, let table = context.ownTable,
            let entries = localizations.tables[table],
            let development = localizations.tables[localizations.developmentLanguage]
        else { return [] }
        let otherScript = !LocaleScript.isLatin(context.locale)
        return entries.keys.sorted().compactMap { key in
            guard let entry = entries[key], let original = development[key], entry == original,
                let text = Self.text(of: entry), !allowlist.contains(text), !Self.isKeptInEveryLanguage(text),
                text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            else { return nil }
            return input.stringFinding(
                rule, key: key, table: table,
                message:
                    "\"\(key)\" is \"\(text.quotedForFinding)\" in \(table), as in \(localizations.developmentLanguage)",
                detail: otherScript
                    ? "\(context.locale) is not written in Latin letters: the \(context.voice.espeakVoice) voice will not read this as words"
                    : nil)
        }
    }

    static func text(of entry: LocalizedString) -> String? {
        switch entry {
        case .text(let format): format.source
        case .plural(let format, _): format.source
        }
    }
}

extension String {
    /// Text quoted in a finding's message: one line, cut to about 80 characters.
    var quotedForFinding: String {
        let line = replacingOccurrences(of: "\n", with: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}
