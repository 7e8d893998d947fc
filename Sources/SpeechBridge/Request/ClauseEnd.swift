/// The punctuation espeak-ng ends a clause at, as the text is cut into pieces (``SafeText``)
/// and into the workshop's chunks of speech: one list for both, so a cut falls where espeak-ng
/// would pause anyway.
package enum ClauseEnd: Sendable {
    /// The end of a sentence: `.`, `!` or `?` followed by white space, or their full-width forms.
    case sentence
    /// The end of a clause inside a sentence: `,`, `;`, `:` or `…` followed by white space, or
    /// the full-width forms and the ideographic comma.
    case clause

    /// What `scalar` ends, given whether white space follows it; nil for anything else. A
    /// full-width mark ends its clause without any space after it.
    package init?(_ scalar: Unicode.Scalar, beforeSpace: Bool) {
        switch scalar {
        case "。", "！", "？": self = .sentence
        case "，", "；", "：", "、": self = .clause
        case ".", "!", "?":
            guard beforeSpace else { return nil }
            self = .sentence
        case ",", ";", ":", "…":
            guard beforeSpace else { return nil }
            self = .clause
        default: return nil
        }
    }
}
