/// The writing system a letter belongs to, told by its Unicode block, for the places where a
/// word changes from one to another ("iPhoneを探す", "가ก"). espeak-ng 1.51 switches to another
/// language's rules for the part in another script, and where nothing separates the two parts
/// it reads memory it has freed (valgrind's memcheck, in the Japanese, French and Russian voices
/// among others), corrupting its heap until a later request crashes. A space, a digit or a mark
/// between the parts keeps it safe, so SpeechBridge's `SafeText` puts a space there. VoiceOver's
/// language detection (``LanguageDetection``) tells a text's language by its letters' systems.
///
/// Han and kana are one system (Japanese writes its words with both); the combining marks used
/// by every script (U+0300…) belong to the letter before them, like digits, punctuation and
/// symbols, which belong to no system here.
package enum WritingSystem: Hashable, Sendable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, syriac, thaana, indic(UInt32), thai, lao, tibetan
    case myanmar, georgian, hangul, ethiopic, khmer, mongolian, chineseAndJapanese, other(UInt32)

    /// The system of a letter or a script's own mark; nil for what belongs to no system.
    package init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        let category = scalar.properties.generalCategory
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark:
            break
        default: return nil
        }
        if Self.isInherited(scalar) { return nil }
        switch value {
        case 0x0041...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF5A: self = .latin
        case 0x0370...0x03FF, 0x1F00...0x1FFF: self = .greek
        case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x0530...0x058F: self = .armenian
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x0700...0x074F: self = .syriac
        case 0x0780...0x07BF: self = .thaana
        case 0x0900...0x0DFF: self = .indic(value >> 7)
        case 0x0E00...0x0E7F: self = .thai
        case 0x0E80...0x0EFF: self = .lao
        case 0x0F00...0x0FFF: self = .tibetan
        case 0x1000...0x109F: self = .myanmar
        case 0x10A0...0x10FF, 0x2D00...0x2D2F: self = .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: self = .hangul
        case 0x1200...0x139F, 0x2D80...0x2DDF: self = .ethiopic
        case 0x1780...0x17FF, 0x19E0...0x19FF: self = .khmer
        case 0x1800...0x18AF: self = .mongolian
        case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C, 0x3040...0x312F,
            0x31A0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            self = .chineseAndJapanese
        default: self = .other(value >> 7)
        }
    }

    /// A combining mark every script uses (U+0300…): it goes with the letter before it.
    package static func isInherited(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// Follows a text scalar by scalar and tells where a letter of one system comes right after
    /// one of another (a mark every script uses between them changes nothing).
    package struct Boundary {
        private var previous: WritingSystem?

        package init() {}

        /// Whether a space belongs before `scalar`.
        package mutating func changes(at scalar: Unicode.Scalar) -> Bool {
            if WritingSystem.isInherited(scalar) { return false }
            let system = WritingSystem(scalar)
            defer { previous = system }
            guard let system, let previous else { return false }
            return system != previous
        }
    }
}
