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

    /// The control type `hint` names, among `names` (``names(for:)``): opening it followed by a
    /// word that describes it ("Button that…", "Button to add…", but not "Switch to the other
    /// photo.", an order), or after a determiner ("This switch turns on…"); in a language written
    /// without spaces, opening it or ending it ("控制缩放比例的滑块。").
    static func named(in hint: String, names: [(language: String, words: [String])]) -> String? {
        let trimmed = hint.trimmed
        let text = trimmed.lowercased()
        for (language, words) in names {
            guard let table = HintWords.byLanguage[language] else { continue }
            if let endings = table.endings {
                let body = text.trimmingCharacters(in: .punctuationCharacters)
                let word = words.first { word in
                    body.hasPrefix(word) || endings.contains { body.hasSuffix($0 + word) }
                }
                if let word { return word }
                continue
            }
            let determiner = (table.determiners ?? []).first { text.hasPrefix($0 + " ") }
            let opening = determiner.map { text.dropFirst($0.count + 1) } ?? Substring(text)
            for word in words where opening.hasPrefix(word) {
                let rest = opening.dropFirst(word.count)
                guard rest.first == " " || rest.first == "," else { continue }
                let next = rest.first == "," ? "," : rest.split(separator: " ").first.map(String.init) ?? ""
                let isOrder = next == "to" && (table.verbs ?? []).contains(word)
                if determiner != nil || table.anyWordDescribes == true
                    || (!isOrder && (table.describing.contains(next) || (language == "en" && next.hasSuffix("ing"))))
                {
                    let start = trimmed.index(trimmed.startIndex, offsetBy: text.count - opening.count)
                    return String(trimmed[start...].prefix(word.count))
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
