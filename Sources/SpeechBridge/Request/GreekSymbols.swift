import Foundation

/// The characters of Unicode's Greek and Coptic block outside the modern Greek alphabet: its
/// symbols (ϐ, ϑ, ϕ, ϖ, ϰ, ϱ, ϲ, ϵ), archaic letters (Ϝ digamma, Ϙ koppa, Ϡ sampi), the
/// Coptic letters it holds, and the tonos marks written alone. espeak-ng 1.51 reads memory it
/// has freed when it meets one in most voices (valgrind's memcheck: "Invalid read … inside a
/// block of size 14,864 free'd", for the Russian and Japanese voices among others), and after
/// some thousands of such requests the process crashes in `espeak_Synth`. Each is given to it
/// as the letter it stands for, where Unicode's compatibility mapping names one (ϐ → β, Ϲ → Σ),
/// and as a space otherwise.
enum GreekSymbols {
    static let range: ClosedRange<UInt32> = 0x0370...0x03FF
    /// The modern alphabet, with its tonos and dialytika forms and the ano teleia: read safely.
    static let letters: ClosedRange<UInt32> = 0x0386...0x03CE

    /// The scalar espeak-ng is given for `scalar`, one of ``range``.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        if letters.contains(scalar.value) { return scalar }
        let folded = String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars
        guard folded.count == 1, let letter = folded.first,
            letters.contains(letter.value) || (letter.isASCII && letter.value >= 0x20 && letter.value < 0x7F)
        else { return " " }
        return letter
    }
}
