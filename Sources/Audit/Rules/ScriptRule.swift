import AccessibilityModel
import Findings
import Foundation
import Readings
import SpeechBridge
import Voices

/// `script`: words the locale's voice cannot say as words of its language, as espeak-ng itself
/// reports them (its phoneme output, see ``EspeakPhonemes``): spelt letter by letter, said only as
/// their script's name ("Chinese letter"), silent, or read with another language's rules (a
/// note: a name in English read by a Russian voice is often what VoiceOver does too). The text
/// looked at is what the voice is given, after the reading step (kanji as kana, emoji named).
/// An element whose `accessibilityLanguage` names its language is spoken in that language's
/// voice and is left alone; so are names written in Latin letters (``LatinNames``: "Открыть в
/// Safari", "Wi-Fi", "dax@duck.com") and what a user typed (a text field's value).
package struct ScriptRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "script", severity: .warning,
        summary: "Words the locale's voice cannot say as words of its language.",
        why:
            "VoiceOver reads the whole label with the locale's voice: a word in another script is spelt, said as \"Chinese letter\", skipped, or read with foreign rules, and the listener hears noise instead of the word.",
        fix:
            "Set accessibilityLanguage on the element (or an attributed label's language attribute) for the foreign words, write them in the locale's script, or replace a symbol with a word."
    )

    package let guide = "Labels: localised (text in the locale's own script)."
    package let examples = RuleExamples(
        triggering: [
            StringsExample.button(ru: "{add: Добавить в cart}", zh: "{add: 添加cart}"),
            StringsExample.button(ru: "{add: Add To Cart}", zh: "{add: Add To Cart}"),
            StringsExample.button(ru: "{add: ★ Добавить}", zh: "{add: ★ 添加}"),
            StringsExample.button(ru: "{add: 追加 Добавить}", zh: "{add: Привет 添加}"),
        ],
        // A letter alone, as a keyboard's key says it, and capitals meant to be spelt; names
        // kept in Latin letters.
        nonTriggering: [
            StringsExample.button(), StringsExample.button(ru: "{add: y}", zh: "{add: y}"),
            StringsExample.button(ru: "{add: Добавить 2}", zh: "{add: 添加 2}"),
            StringsExample.button(ru: "{add: Открыть в Safari}", zh: "{add: 用Safari打开}"),
            StringsExample.button(ru: "{add: Настройки Wi-Fi}", zh: "{add: iCloud设置}"),
            StringsExample.button(ru: "{add: Написать на dax@duck.com}", zh: "{add: 访问duckduckgo.com}"),
        ],
        locales: ["ru", "zh-Hans"])

    /// Every reachable element's words, read from the screens' nodes in place (a screen may have
    /// 100,000), each word judged once; batches of screens side by side.
    package func findings(in locale: AuditedLocale) -> [Finding] {
        let context = locale.spoken.context
        let voice = context.voice.espeakVoice
        var found = ScreenBatches.map(locale.screens.count) { range in
            var judge = WordJudge(locale: context.locale, voice: voice)
            return range.flatMap { number in Self.unsaid(on: locale.screens[number], number: number, by: &judge) }
        }
        var summary: [Finding] = []
        if let language = textLanguage(of: found, in: locale) {
            summary = [language.finding]
            found = found.filter { !language.said.contains($0) }
        }
        // An element whose texts VoiceOver's language detection gives wholly to another
        // language's voice is that voice's to say (`detected-language` notes it), not this one's.
        found.removeAll { unsaid in
            let foreign = unsaid.texts.compactMap { $0 }.filter { $0.utf8.contains { $0 >= 0x80 } }
            return !foreign.isEmpty
                && foreign.allSatisfy { LanguageDetection.isWhollyDetected($0, locale: context.locale) }
        }
        return summary
            + found.filter { !$0.verdict.words.isEmpty }.map { unsaid in
                var finding = locale.screens[unsaid.screen].finding(
                    rule, at: unsaid.position, Self.message(unsaid.verdict.words, voice: voice),
                    about: .label)
                if unsaid.verdict.words.allSatisfy({ $0.kind == .otherRules }) { finding.severity = .note }
                return finding
            }
    }

    /// The elements of `screen` (the locale's screen `number`) with words `judge`'s voice cannot
    /// say; an element whose language is declared is that language's voice's to say.
    private static func unsaid(on screen: AuditedScreen, number: Int, by judge: inout WordJudge) -> [Unsaid] {
        var found: [Unsaid] = []
        screen.nodes.withUnsafeBufferPointer { nodes in
            for (position, index) in screen.order.enumerated() where nodes[index].language == nil {
                // Each text judged as it is read, without gathering the texts first.
                var words = WordJudge.Verdict()
                do {
                    // An asset name left as a label is label-file-name's finding, not words.
                    let label = nodes[index].label
                    try judge.add(label.map(LabelFileNameRule.isFileName) == true ? nil : label, to: &words)
                    // A text field's value is what the user typed, in whatever language.
                    if nodes[index].traits.isDisjoint(with: Self.textInput) {
                        try judge.add(nodes[index].value, to: &words)
                    }
                    try judge.add(nodes[index].hint, to: &words)
                } catch {
                    continue
                }
                guard !words.isEmpty else { continue }
                let texts = [nodes[index].label, nodes[index].value, nodes[index].hint]
                found.append(Unsaid(screen: number, position: position, texts: texts, verdict: words))
            }
        }
        return found
    }

    /// The traits of an element whose value a user types.
    static let textInput: AccessibilityTraits = [.textField, .secureTextField, .searchField, .textArea]

    /// An element with words the voice cannot say: its screen (by number) and swipe position.
    struct Unsaid: Hashable {
        var screen: Int
        var position: Int
        var texts: [String?]
        var verdict: WordJudge.Verdict

        /// Whether the voice cannot say some word at all, names included, rather than say it with
        /// other rules.
        var isUnsaid: Bool { !(verdict.words + verdict.names).allSatisfy { $0.kind == .otherRules } }
    }

    /// What one espeak-ng voice cannot say of a locale's texts, each word judged once.
    struct WordJudge {
        /// The locale the texts are read for (kanji as kana in Japanese), and its voice.
        let locale: String
        let voice: String
        private var verdicts: [String: [UnsayableWord]] = [:]

        init(locale: String, voice: String) {
            self.locale = locale
            self.voice = voice
        }

        /// The words of an element's texts the voice cannot say, as the voice is given them, once
        /// each: those that are names written in Latin letters (``LatinNames``) apart.
        struct Verdict: Hashable {
            var words: [UnsayableWord] = []
            var names: [UnsayableWord] = []

            var isEmpty: Bool { words.isEmpty && names.isEmpty }
        }

        /// Adds to `verdict` the words of `text` the voice cannot say.
        mutating func add(_ text: String?, to verdict: inout Verdict) throws {
            guard let text else { return }
            // A format leftover ("%d") is the placeholder rule's finding, not a word.
            let written = PlaceholderRule.placeholders(in: text).reduce(text) {
                $0.replacingOccurrences(of: $1, with: " ")
            }
            let judged = try VoiceWords.words(in: Readings.spoken(written, locale: locale)).map { word in
                if let known = verdicts[word] { return (word, known) }
                let unsayable = try EspeakPhonemes.unsayableWords(among: [word], voice: voice)
                verdicts[word] = unsayable
                return (word, unsayable)
            }
            // Names are looked for only in a text with a word the voice cannot say (few are).
            guard judged.contains(where: { !$0.1.isEmpty }) else { return }
            // Names as the voice is given them: "homeserver1" is "homeserver" and a number in Japanese.
            let writtenNames = LatinNames.writtenAsNames(in: written).flatMap {
                VoiceWords.words(in: Readings.spoken(String($0), locale: locale))
            }
            let names = LatinNames.names(
                among: judged.map { ($0.0, !$0.1.isEmpty) }, written: Set(writtenNames),
                latinLocale: LocaleScript.isLatin(locale))
            for (word, unsayable) in judged {
                for said in unsayable where !verdict.words.contains(said) && !verdict.names.contains(said) {
                    if names.contains(word) { verdict.names.append(said) } else { verdict.words.append(said) }
                }
            }
        }
    }

    /// When an app without strings tables (a capture, a screen file in one language) is audited
    /// in a locale most of its text is not written in: one finding naming the locales whose
    /// voices say that text, and the elements it stands for. Nil when most of the text is the
    /// locale's (a few foreign words are each element's to mark with accessibilityLanguage), or
    /// no other voice says it.
    func textLanguage(of found: [Unsaid], in locale: AuditedLocale) -> (finding: Finding, said: Set<Unsaid>)? {
        let context = locale.spoken.context
        let unsaid = found.filter(\.isUnsaid)
        guard context.localizations.tables.isEmpty, let voices = context.voices, !unsaid.isEmpty else { return nil }
        let worded = locale.screens.reduce(0) { count, screen in
            count
                + screen.order.count { index in
                    [screen.nodes[index].label, screen.nodes[index].value, screen.nodes[index].hint].contains {
                        $0?.unicodeScalars.contains(where: \.properties.isAlphabetic) == true
                    }
                }
        }
        guard unsaid.count * 2 > worded else { return nil }
        let language = VoiceCatalog.language(of: context.locale)
        var best: (locales: [String], said: Set<Unsaid>) = ([], [])
        for profile in voices.profiles where VoiceCatalog.language(of: profile.locale) != language {
            var judge = WordJudge(locale: profile.locale, voice: profile.espeakVoice)
            let said = Set(
                unsaid.filter { element in
                    var verdict = WordJudge.Verdict()
                    do {
                        for text in element.texts { try judge.add(text, to: &verdict) }
                    } catch {
                        return false
                    }
                    // Said with the voice's own rules: Latin words read by the German voice with
                    // English rules are not German, names or not.
                    return verdict.isEmpty
                })
            if said.count > best.said.count {
                best = ([profile.locale], said)
            } else if !said.isEmpty, said.count == best.said.count {
                best.locales.append(profile.locale)
            }
        }
        guard best.said.count * 2 > unsaid.count else { return nil }
        let examples = unsaid.filter(best.said.contains).compactMap { $0.texts.lazy.compactMap { $0 }.first }
        let shown =
            examples.prefix(3).map { "\"\($0.quotedForFinding)\"" }.joined(separator: ", ")
            + (examples.count > 3 ? ", …" : "")
        let others = best.locales.dropFirst()
        let options = "--locale \(best.locales[0])" + (others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))")
        let finding = Finding(
            rule: rule.id, severity: rule.severity,
            message:
                "\(best.said.count) of \(worded) elements with words are in a language the \(context.voice.espeakVoice) voice cannot say (\(shown)); \(others.isEmpty ? "the \(best.locales[0]) voice says" : "the voices of \(best.locales.joined(separator: ", ")) say") them: audit with \(options)",
            locale: context.locale, subject: FindingSubject(screen: locale.screens[unsaid[0].screen].name))
        return (finding, best.said)
    }

    /// "the ja voice says "齉" only as its script's name (with en rules); spells "Earshot" letter
    /// by letter (with en rules)".
    static func message(_ words: [UnsayableWord], voice: String) -> String {
        let parts = Dictionary(grouping: words, by: \.kind).sorted { $0.key.order < $1.key.order }.map { kind, words in
            let quoted = words.map { "\"\($0.word)\"" }.joined(separator: ", ")
            let rules = Set(words.compactMap(\.rulesOf)).sorted().joined(separator: ", ")
            let withRules = rules.isEmpty ? "" : " (with \(rules) rules)"
            switch kind {
            case .scriptName: return "says \(quoted) only as its script's name\(withRules)"
            case .spelt: return "spells \(quoted) letter by letter\(withRules)"
            case .silent: return "says nothing for \(quoted)"
            case .otherRules: return "reads \(quoted) with \(rules) rules"
            }
        }
        return "the \(voice) voice " + parts.joined(separator: "; ")
    }
}

extension UnsayableWord.Kind {
    /// The order findings name the kinds in: what is lost first.
    fileprivate var order: Int {
        switch self {
        case .scriptName: 0
        case .silent: 1
        case .spelt: 2
        case .otherRules: 3
        }
    }
}
