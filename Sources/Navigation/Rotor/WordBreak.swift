/// A scalar's Word_Break property value (Unicode Standard Annex #29, table 3) as ICU's rules for
/// the root locale use it, derived from the scalar properties Swift has.
///
/// ICU's rules (CLDR's) differ from the annex's table in four ways, kept here: the colons are not
/// MidLetter ("x:y" is two words), "@" is ALetter (an e-mail address or a handle is one word),
/// Hangul syllables join only each other, and the letters and signs of the scripts written
/// without spaces (Line_Break=Complex_Context: Thai, Lao, Khmer, Myanmar…) are ALetter.
///
/// The annex's Extend, Format and ZWJ are one value, ``ignored`` (rule WB4 treats them alike), and
/// CR, LF and Newline are one, ``newline``. WSegSpace, Regional_Indicator and the emoji values
/// are ``other``: they only keep spaces, flags and emoji sequences together, which the grapheme
/// clusters the rules run over already do, and none of them is ever a word.
enum WordBreak: Equatable {
    case aLetter, hebrewLetter, numeric, katakana
    /// Hangul syllables, joined only to each other.
    case hangul
    /// Han and Hiragana, which the annex leaves as Other: each is a word of its own.
    case ideograph
    case midLetter, midNum, midNumLet, singleQuote, doubleQuote, extendNumLet
    case ignored, newline, other

    init(_ scalar: Unicode.Scalar) {
        let properties = scalar.properties
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: self = .newline
        case 0x22: self = .doubleQuote
        case 0x27: self = .singleQuote
        case 0x2E, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: self = .midNumLet
        case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13: self = .midLetter
        case 0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C,
            0xFF1B:
            self = .midNum
        case 0x66B, 0xFF10...0xFF19: self = .numeric
        case 0x202F: self = .extendNumLet
        case 0x40: self = .aLetter
        case 0xAC00...0xD7A3: self = .hangul
        case 0x200B: self = .other
        default:
            if Self.isHanOrHiragana(scalar.value) {
                self = .ideograph
            } else if properties.isGraphemeExtend || properties.isEmojiModifier
                || [.spacingMark, .format].contains(properties.generalCategory)
            {
                self = .ignored
            } else if Self.isKatakana(scalar.value) {
                self = .katakana
            } else if (0x5D0...0x5F2).contains(scalar.value) || (0xFB1D...0xFB4F).contains(scalar.value) {
                self = properties.generalCategory == .otherLetter ? .hebrewLetter : .other
            } else if properties.generalCategory == .decimalNumber {
                self = .numeric
            } else if properties.generalCategory == .connectorPunctuation {
                self = .extendNumLet
            } else if properties.isIdeographic {
                self = .ideograph
            } else if properties.isAlphabetic || Self.isLetterLike(scalar.value) {
                self = .aLetter
            } else {
                self = .other
            }
        }
    }

    /// Letters, digits, kana and ideographs: what a word contains.
    var isWordCharacter: Bool {
        [.aLetter, .hebrewLetter, .numeric, .katakana, .hangul, .ideograph].contains(self)
    }

    /// The ALetter and Hebrew_Letter of the rules (AHLetter).
    var isLetter: Bool { self == .aLetter || self == .hebrewLetter }

    /// MidLetter, MidNumLet or Single_Quote: one of them between two letters joins them (WB6, WB7).
    var joinsLetters: Bool { [.midLetter, .midNumLet, .singleQuote].contains(self) }

    /// MidNum, MidNumLet or Single_Quote: one of them between two digits joins them (WB11, WB12).
    var joinsNumbers: Bool { [.midNum, .midNumLet, .singleQuote].contains(self) }

    private static func isKatakana(_ value: UInt32) -> Bool {
        switch value {
        case 0x3031...0x3035, 0x309B, 0x309C, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0x32D0...0x32FE,
            0x3300...0x3357, 0xFF66...0xFF9D, 0x1AFF0...0x1AFFE, 0x1B000, 0x1B120...0x1B122, 0x1B155, 0x1B164...0x1B167:
            true
        default: false
        }
    }

    /// Hiragana, and the Han radicals, marks and iteration marks, which are not Ideographic (the
    /// marks are Extend in the annex, not in ICU's rules).
    private static func isHanOrHiragana(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x2EF3, 0x2F00...0x2FD5, 0x3005, 0x303B, 0x3041...0x3096, 0x309D...0x309F, 0x16FE2, 0x16FE3,
            0x16FF0, 0x16FF1,
            0x1B001...0x1B11F, 0x1B132, 0x1B150...0x1B152, 0x1F200:
            true
        default: false
        }
    }

    /// The modifier symbols and punctuation the annex counts as letters although they are not
    /// alphabetic (Armenian apostrophes and hyphen, the Hebrew geresh, tone letters), and the
    /// symbols of the scripts written without spaces that ICU joins as letters.
    private static func isLetterLike(_ value: UInt32) -> Bool {
        switch value {
        case 0x2C2...0x2C5, 0x2D2...0x2D7, 0x2DE, 0x2DF, 0x2E5...0x2EB, 0x2ED, 0x2EF...0x2FF, 0x55A...0x55C, 0x55E,
            0x58A,
            0x5F3, 0xA708...0xA716, 0xA720, 0xA721, 0xA789, 0xA78A, 0xAB5B:
            true
        case 0x109E, 0x109F, 0x19DA, 0x19DE, 0x19DF, 0x1AA0...0x1AAD, 0xAA77...0xAA79, 0xAADE, 0xAADF, 0x1173A, 0x1173B,
            0x1173F:
            true
        default: false
        }
    }
}
