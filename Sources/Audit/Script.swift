import Foundation

/// Which writing system a language uses, as far as the voice is concerned: espeak-ng's voices
/// for languages written in another script read Latin letters one by one or by foreign rules.
enum Script {
    /// Languages written in Latin letters (the cased script of the capital-letter rule).
    static let latinLocales: Set<String> = [
        "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "pl", "cs",
        "sk", "sl", "hr", "bs", "ro", "hu", "tr", "ca", "gl", "eu", "lt", "lv", "id", "ms", "vi", "sw",
        "af", "is", "ga", "cy", "sq", "mt", "az", "uz", "tl",
    ]

    /// Languages whose script has upper and lower case (Latin, Cyrillic, Greek, Armenian).
    static let casedLocales: Set<String> = latinLocales.union([
        "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "el", "hy", "mn",
    ])

    /// Runs of Latin letters in a text (`"Wi-Fi"`, `"OK"`).
    static func latinRuns(in text: String) -> [String] {
        var runs: [String] = []
        var current = ""
        for character in text {
            if character.isASCII && character.isLetter {
                current.append(character)
            } else if !current.isEmpty, character == "-" || character == "." {
                current.append(character)
            } else if !current.isEmpty {
                runs.append(current)
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs.map { $0.trimmingCharacters(in: ["-", "."]) }.filter { !$0.isEmpty }
    }
}
