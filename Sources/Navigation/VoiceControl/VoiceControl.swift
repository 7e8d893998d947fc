import AccessibilityModel

/// Voice Control beside VoiceOver: the names a person can say for an element, the elements
/// Voice Control offers on a screen ("Show names", "Show numbers"), and how spoken words are
/// matched to them (docs/voice-control.md).
///
/// An element's names are its `accessibilityUserInputLabels`, most important first; without
/// any, its `accessibilityLabel` ("If you don't specify any input labels, the user can still
/// refer to the view using the accessibility label": Apple's documentation of
/// `accessibilityInputLabels(_:)`). UIKit gives some controls input labels of their own: a back
/// button is called by the previous screen's title and by "Back" (AccessibilitySnapshot's
/// reference images, `testNavBarBackButtonTraitsWithTitles`: "First", "Back"), which
/// ``names(of:backWord:)`` applies to an element with the back button trait that gives none.
public enum VoiceControl {
    /// The names Voice Control takes for `node`, most important first, each once: its input
    /// labels (``inputLabels(of:backWord:)``), else its label; none when it has no label either.
    public static func names(of node: borrowing ResolvedNode, backWord: String) -> [String] {
        if let labels = inputLabels(of: node, backWord: backWord) { return labels }
        return unique([node.label])
    }

    /// The input labels Voice Control takes for `node`, as UIKit's
    /// `accessibilityUserInputLabels` gives them, without blanks and repeats: those it was given;
    /// without any (nil, not an empty list), a back button's, its label (the previous screen's
    /// title) and `backWord` (the locale's "Back"); nil when it has none, so that its label is its
    /// name. Blank labels count as none ("If this property returns an empty or invalid value, the
    /// accessibilityLabel will be used instead": UIKit's header).
    public static func inputLabels(of node: borrowing ResolvedNode, backWord: String) -> [String]? {
        if let given = node.userInputLabels {
            let labels = unique(given)
            return labels.isEmpty ? nil : labels
        }
        guard node.traits.contains(.backButton) else { return nil }
        // VoiceOver's word may be written in lower case ("назад"); as a name it starts a sentence.
        return unique([node.label, backWord.prefix(1).uppercased() + backWord.dropFirst()])
    }

    /// The texts trimmed, without blanks, each once (any case).
    private static func unique(_ texts: [String?]) -> [String] {
        var result: [String] = []
        for text in texts {
            guard let text = text?.trimmingSpaces, !text.isEmpty,
                !result.contains(where: { $0.lowercased() == text.lowercased() })
            else { continue }
            result.append(text)
        }
        return result
    }

    /// The words a name is heard as, to compare with what is said: lowercased; a run of letters,
    /// marks and digits is a word, punctuation and other symbols (emoji) are not said and drop
    /// out, a mathematical or currency sign is a word of its own ("A>B" is a, >, b: WCAG 2.5.3's
    /// understanding keeps formulae as written), and in a script written without spaces
    /// (Chinese, Japanese, Thai, …) each character is a word, so that "发送" is found in "发送消息".
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        hear(text) { scalar in
            if let scalar {
                current.unicodeScalars.append(scalar)
            } else {
                words.append(current)
                current = ""
            }
        }
        return words
    }

    /// A hash of the words a name is heard as (``words(_:)``), made without building them: the
    /// audit compares every control's names on screens of 100,000 elements. Nil when it has none.
    package static func wordsKey(_ text: String) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var heard = false
        hear(text) { scalar in
            // 0xFFFFFFFF, never a scalar, ends a word.
            hash = (hash ^ UInt64(scalar?.value ?? 0xFFFF_FFFF)) &* 0x100_0000_01b3
            heard = true
        }
        return heard ? hash : nil
    }

    /// Calls `body` with each scalar of `text` as it is heard, lowercased, and nil after each word.
    private static func hear(_ text: String, _ body: (Unicode.Scalar?) -> Void) {
        /// Whether a word is open: its letters or digits given, its end not yet.
        var inWord = false
        /// Whether the open word is one letter of a script without spaces: the next letter
        /// starts another (a mark after it still belongs to it).
        var single = false
        func end() {
            if inWord { body(nil) }
            inWord = false
            single = false
        }
        for scalar in text.unicodeScalars {
            switch category(of: scalar) {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                let alone = isWrittenWithoutSpaces(scalar)
                if single || alone { end() }
                if (65...90).contains(scalar.value) {
                    body(Unicode.Scalar(scalar.value + 32)!)
                } else if !scalar.isASCII, scalar.properties.changesWhenLowercased {
                    for lower in scalar.properties.lowercaseMapping.unicodeScalars { body(lower) }
                } else {
                    body(scalar)
                }
                inWord = true
                single = alone
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark belongs to the letter before it; after an emoji (a variation selector)
                // or alone it is not said.
                if inWord { body(scalar) }
            case .mathSymbol, .currencySymbol:
                end()
                body(scalar)
                inWord = true
                end()
            default:
                end()
            }
        }
        end()
    }

    /// The general category of each ASCII scalar, looked up once: most text is ASCII, and each
    /// scalar's lookup in the Unicode tables costs more than the rest of hearing it.
    private static let asciiCategories = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.generalCategory }

    private static func category(of scalar: Unicode.Scalar) -> Unicode.GeneralCategory {
        scalar.isASCII ? asciiCategories[Int(scalar.value)] : scalar.properties.generalCategory
    }

    /// Whether a text has words to say: a letter or a digit, not only emoji, punctuation or
    /// symbols ("★★★", "✈️", "…", ">"). A name without them cannot be said to Voice Control, and
    /// shown text without them is a symbol, not a label (WCAG 2.5.3's understanding: ">" drawn
    /// as an arrow).
    public static func isSayable(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            switch category(of: $0) {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                true
            default: false
            }
        }
    }

    /// Whether `part`'s words appear in `whole`'s, in the same order and next to each other
    /// (WCAG 2.5.3: no other words between them); false when `part` has no words.
    public static func contains(_ whole: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= whole.count else { return false }
        return (0...(whole.count - part.count)).contains { start in
            whole[start..<(start + part.count)].elementsEqual(part)
        }
    }

    /// Letters of the scripts written without spaces between words: Han, kana, Thai, Lao, Khmer,
    /// Myanmar.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        // None of them lies below Thai: most text is decided here.
        guard scalar.value >= 0x0E00 else { return false }
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,  // kana
            0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF:  // Khmer
            return true
        default: return false
        }
    }
}

/// An element Voice Control offers on the visible screen: something to act on, with its names
/// and the number "Show numbers" gives it.
public struct VoiceControlTarget: Sendable, Hashable {
    /// The element's position in the swipe order.
    public var position: Int
    /// Its number in "Show numbers", from 1, in swipe order.
    public var number: Int
    /// Its names, most important first (``VoiceControl/names(of:backWord:)``); empty when it has
    /// none to say.
    public var names: [String]
    /// The name "Show names" shows: the first; nil when it has none.
    public var name: String? { names.first }
}

extension String {
    /// Without the spaces and line breaks around it.
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
