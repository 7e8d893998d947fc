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

    /// One language's control names as a screen looks for them: made once a screen, so that
    /// reading a hint allocates nothing but its lower-cased text.
    struct Language {
        let table: HintWords
        let language: String
        /// The names, longest first ("text field" before "text").
        let words: [String]
        /// The determiners, each with the space after it ("this ").
        let determiners: [String]
        /// In a language written without spaces, for each name, the name with each ending before
        /// it ("的滑块").
        let endings: [[String]]?
        /// The first bytes of the names and determiners: a hint whose lower-cased text starts
        /// with another ASCII byte names no control here, in a language written with spaces.
        let openingBytes: Set<UInt8>
        /// Whether every name has a letter beyond ASCII: a hint all in ASCII names none of them.
        let namesAreBeyondASCII: Bool

        init(table: HintWords, language: String, words: [String], determiners: [String], endings: [[String]]?) {
            self.table = table
            self.language = language
            self.words = words
            self.determiners = determiners
            self.endings = endings
            openingBytes = Set((words + determiners).compactMap(\.utf8.first))
            namesAreBeyondASCII = words.allSatisfy { $0.utf8.contains { $0 >= 0x80 } }
        }

        /// Whether `hint` may name one of the language's controls, told from its bytes alone
        /// (`opening`: its first byte, an ASCII letter lower-cased; `isASCII`: whether it is all
        /// ASCII).
        func mayName(opening: UInt8?, isASCII: Bool) -> Bool {
            if isASCII && namesAreBeyondASCII { return false }
            guard endings == nil, let opening, opening < 0x80 else { return true }
            return openingBytes.contains(opening)
        }
    }

    /// The control names to look for on a screen, by language: every language's common names,
    /// the screen's locale's trait words with its own.
    static func names(for screen: AuditedScreen) -> [Language] {
        let traitWords = controlTraits.compactMap(screen.traitWord).map { $0.lowercased() }
        return HintWords.byLanguage.keys.sorted().map { language in
            let table = HintWords.byLanguage[language]!
            let own = language == screen.language ? traitWords : []
            let words = Set(table.controls + own).sorted { $0.count > $1.count }
            return Language(
                table: table, language: language, words: words, determiners: (table.determiners ?? []).map { $0 + " " },
                endings: table.endings.map { endings in words.map { word in endings.map { $0 + word } } })
        }
    }

    /// The control type `hint` (trimmed) names, among `names` (``names(for:)``): opening it
    /// followed by a word that describes it ("Button that…", "Button to add…", but not "Switch to
    /// the other photo.", an order), or after a determiner ("This switch turns on…"); in a
    /// language written without spaces, opening it or ending it ("控制缩放比例的滑块。").
    static func named(in hint: String, names: [Language]) -> String? {
        // Most hints open with no control's name: told from their bytes, before lower-casing.
        let opening = hint.utf8.first.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        let isASCII = !hint.utf8.contains { $0 >= 0x80 }
        guard names.contains(where: { $0.mayName(opening: opening, isASCII: isASCII) }) else { return nil }
        let text = hint.lowercased()
        // Made once a hint, for the languages written without spaces.
        lazy var body = trimmingPunctuation(text)
        for language in names where language.mayName(opening: opening, isASCII: isASCII) {
            let table = language.table
            if let endings = language.endings {
                let word = language.words.indices.first { index in
                    starts(body, with: language.words[index]) || endings[index].contains { ends(body, with: $0) }
                }.map { language.words[$0] }
                if let word { return word }
                continue
            }
            let determiner = language.determiners.first { starts(text, with: $0) }
            let opening = determiner.map { text.dropFirst($0.count) } ?? Substring(text)
            for word in language.words where starts(opening, with: word) {
                let rest = opening.dropFirst(word.count)
                guard rest.first == " " || rest.first == "," else { continue }
                let next = rest.first == "," ? "," : rest.split(separator: " ").first.map(String.init) ?? ""
                let isOrder = next == "to" && (table.verbs ?? []).contains(word)
                if determiner != nil || table.anyWordDescribes == true
                    || (!isOrder
                        && (table.describing.contains(next) || (language.language == "en" && next.hasSuffix("ing"))))
                {
                    let start = hint.index(hint.startIndex, offsetBy: text.count - opening.count)
                    return String(hint[start...].prefix(word.count))
                }
            }
        }
        return nil
    }

    /// Whether `text` starts with `word`, as Swift compares text; its bytes are compared first,
    /// since a text that does not start with the word's bytes does not start with the word (the
    /// table's words and the texts compared are in the same normal form, NFC).
    private static func starts(_ text: some StringProtocol, with word: String) -> Bool {
        text.utf8.starts(with: word.utf8) && text.hasPrefix(word)
    }

    /// Whether `text` ends with `ending`, compared as ``starts(_:with:)`` compares.
    private static func ends(_ text: some StringProtocol, with ending: String) -> Bool {
        text.utf8.reversed().starts(with: ending.utf8.reversed()) && text.hasSuffix(ending)
    }

    /// `text` without the punctuation around it (Unicode's punctuation categories, as
    /// Foundation's `punctuationCharacters`).
    private static func trimmingPunctuation(_ text: String) -> Substring {
        func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation:
                true
            default: false
            }
        }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isPunctuation(scalars[start]) { scalars.formIndex(after: &start) }
        while end > start, isPunctuation(scalars[scalars.index(before: end)]) { scalars.formIndex(before: &end) }
        return Substring(scalars[start..<end])
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
