import CEditLine
import Glibc

/// How many terminal cells text takes, as the C library's `wcwidth` says for the first scalar of
/// each character (East Asian wide and full-width characters two, combining marks and
/// zero-width characters none), and two for a character asking for emoji presentation (U+FE0F),
/// which terminals draw wide although `wcwidth` counts the selector alone.
enum TextWidth {
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return max(0, wideCharacterWidth(first))
    }

    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// `wcwidth` reads the width table of the thread's character-type locale, which must be a
    /// UTF-8 one for anything beyond ASCII; the thread's own locale is switched for the call, so
    /// the process's locale is left as it is.
    private static func wideCharacterWidth(_ scalar: Unicode.Scalar) -> Int {
        guard let utf8 = utf8Locale else { return 1 }
        let previous = uselocale(utf8)
        defer { uselocale(previous) }
        return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// glibc's C.UTF-8, built into every glibc since 2.35.
    nonisolated(unsafe) private static let utf8Locale: locale_t? = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
}
