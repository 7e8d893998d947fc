import TestSupport

/// ICU's word boundaries for the root locale, the ones VoiceOver reads by, from Debian's
/// python3-icu. Without it the tests fail, saying to run `.ci/install-deps` (``DebianPython/Failure``).
enum ICUWordBreaks {
    private static let importICU = """
        import icu, json, sys

        """

    /// Prints each argument's word segments: those whose rule status is not UBRK_WORD_NONE
    /// (0 to 99). ICU's offsets count UTF-16 code units.
    private static let wordsScript =
        importICU + """
            iterator = icu.BreakIterator.createWordInstance(icu.Locale.getRoot())
            def words(text):
                units = text.encode("utf-16-le")
                iterator.setText(text)
                found, start = [], iterator.first()
                for end in iterator:
                    if iterator.getRuleStatus() >= 100:
                        found.append(units[2 * start:2 * end].decode("utf-16-le"))
                    start = end
                return found
            print(json.dumps([words(text) for text in sys.argv[1:]]))
            """

    /// The words ICU finds in each of `texts`.
    static func words(_ texts: [String]) throws -> [[String]] {
        try DebianPython.json(wordsScript, arguments: texts, needing: "python3-icu")
    }

    /// Prints, as runs of scalars, the kind of every assigned scalar (private use and surrogates
    /// aside) that ICU's word rules give it: its Word_Break value, changed as the rules'
    /// variables change it (`getRules()` shows them): $MidLetter without the colons, $ALetter
    /// with "@", Han and Hiragana ($KanaKanji) ideographs, Hangul syllables their own kind, and
    /// the rest of Line_Break=Complex_Context (Thai, Lao, Khmer, Myanmar…) letters ($ALetterPlus).
    private static let kindsScript =
        importICU + """
            P = icu.UProperty
            def enum(prop, name): return icu.Char.getPropertyValueEnum(prop, name)
            same = {"ALetter": "aLetter", "Hebrew_Letter": "hebrewLetter", "Numeric": "numeric",
                    "Katakana": "katakana", "MidLetter": "midLetter", "MidNum": "midNum",
                    "MidNumLet": "midNumLet", "Single_Quote": "singleQuote", "Double_Quote": "doubleQuote",
                    "ExtendNumLet": "extendNumLet", "Extend": "ignored", "Format": "ignored",
                    "ZWJ": "ignored", "CR": "newline", "LF": "newline", "Newline": "newline"}
            names = {enum(P.WORD_BREAK, name): kind for name, kind in same.items()}
            han, hiragana = enum(P.SCRIPT, "Han"), enum(P.SCRIPT, "Hiragana")
            complex_context = enum(P.LINE_BREAK, "Complex_Context")
            unassigned, private_use, surrogate = 0, 17, 18
            colons, at = (0x3A, 0xFE55, 0xFF1A), 0x40
            runs = []
            for scalar in range(0x110000):
                if icu.Char.charType(scalar) in (unassigned, private_use, surrogate):
                    continue
                kind = names.get(icu.Char.getIntPropertyValue(scalar, P.WORD_BREAK), "other")
                script = icu.Char.getIntPropertyValue(scalar, P.SCRIPT)
                if scalar in colons:
                    kind = "other"
                elif scalar == at:
                    kind = "aLetter"
                elif 0xAC00 <= scalar <= 0xD7A3:
                    kind = "hangul"
                elif kind in ("aLetter", "ignored", "other") and script == han:
                    kind = "ideograph"
                elif kind in ("aLetter", "other") and script == hiragana:
                    kind = "ideograph"
                elif kind == "other" and icu.Char.hasBinaryProperty(scalar, P.IDEOGRAPHIC):
                    kind = "ideograph"
                elif kind == "other" and icu.Char.getIntPropertyValue(scalar, P.LINE_BREAK) == complex_context:
                    kind = "aLetter"
                if runs and runs[-1]["kind"] == kind and runs[-1]["last"] == scalar - 1:
                    runs[-1]["last"] = scalar
                else:
                    runs.append({"first": scalar, "last": scalar, "kind": kind})
            print(json.dumps({"unicode": icu.UNICODE_VERSION, "runs": runs}))
            """

    /// The kind ICU's rules give every assigned scalar, in runs, and the Unicode version of
    /// ICU's data.
    struct Kinds: Decodable {
        struct Run: Decodable {
            var first: UInt32
            var last: UInt32
            var kind: String
        }

        var unicode: String
        var runs: [Run]
    }

    static func kinds() throws -> Kinds {
        try DebianPython.json(kindsScript, arguments: [], needing: "python3-icu")
    }
}
