import AccessibilityModel

/// The words that name a type of control, by language: the voice file's trait words for the
/// control traits, and the common names of controls that are no trait of their own (a slider is
/// adjustable, a switch a switch button; ``HintWords/controls``). `hint-repeats-label` looks for
/// them where the guide's bad hints put them: "Button that adds a name.", "Кнопка, добавляющая
/// имя", "控制缩放比例的滑块。" (Accessibility Programming Guide for iOS, Guidelines for Creating
/// Hints).
package enum ControlTypeWords {
    /// The traits whose voice-file word names a control's type.
    static let controlTraits = ["button", "backButton", "switchButton", "textField", "secureTextField", "searchField"]

    /// The control names to look for on a screen, by language, longest first ("text field" before
    /// "text"): every language's common names, the screen's locale's trait words with its own.
    static func names(for screen: AuditedScreen) -> [(language: String, words: [String])] {
        let traitWords = controlTraits.compactMap(screen.traitWord).map { $0.lowercased() }
        return HintWords.byLanguage.keys.sorted().map { language in
            let own = language == screen.language ? traitWords : []
            return (language, Set(HintWords.byLanguage[language]!.controls + own).sorted { $0.count > $1.count })
        }
    }

    /// The control type `hint` names, among `names` (``names(for:)``), when it opens with one
    /// followed by a word that describes it, or (Chinese) opens with one or ends on "的" and one.
    static func named(in hint: String, names: [(language: String, words: [String])]) -> String? {
        let text = hint.trimmed.lowercased()
        for (language, words) in names {
            if language == "zh" {
                let body = text.trimmingCharacters(in: .punctuationCharacters)
                if let word = words.first(where: { body.hasPrefix($0) || body.hasSuffix("的" + $0) }) { return word }
                continue
            }
            for word in words where text.hasPrefix(word) {
                let rest = text.dropFirst(word.count)
                let next = rest.first == "," ? "," : rest.split(separator: " ").first.map(String.init) ?? ""
                guard rest.first == " " || rest.first == "," else { continue }
                if HintWords.byLanguage[language]?.describing.contains(next) == true
                    || (language == "en" && next.hasSuffix("ing"))
                {
                    return String(hint.trimmed.prefix(word.count))
                }
            }
        }
        return nil
    }
}

/// What a finding's speech after the fix says in place of a text only the team can write: a
/// label or hint, marked ‹…›, in the locale's language (English when it has none here).
package enum RewriteMark {
    static let marks: [String: [ElementText: String]] = [
        "en": [.label: "‹label naming the element›", .hint: "‹hint that says what happens›"],
        "ru": [.label: "‹метка, называющая элемент›", .hint: "‹подсказка о том, что произойдёт›"],
        "zh": [.label: "‹说明元素的标签›", .hint: "‹说明结果的提示›"],
        "ja": [.label: "‹要素を示すラベル›", .hint: "‹結果を伝えるヒント›"],
        "ar": [.label: "‹تسمية تصف العنصر›", .hint: "‹تلميح يصف ما سيحدث›"],
        "de": [.label: "‹Bezeichnung des Elements›", .hint: "‹Hinweis, was geschieht›"],
        "fr": [.label: "‹libellé nommant l’élément›", .hint: "‹indice disant ce qui se passe›"],
        "es": [.label: "‹etiqueta que nombra el elemento›", .hint: "‹sugerencia que dice qué ocurre›"],
    ]

    /// The mark for a text to rewrite, in the language of `screen`.
    static func text(_ text: ElementText, in screen: AuditedScreen) -> String {
        marks[screen.language]?[text] ?? marks["en"]![text]!
    }
}
