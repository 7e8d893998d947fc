extension String {
    /// The text without Unicode's invisible direction marks and embeddings (U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069, UAX #9's explicit directional formatting characters). Apps
    /// put them around numbers and names in text of mixed direction ("‎+351 912 345 678",
    /// "⁨Ana⁩ sent a photo"); they are never seen nor spoken, so they are not part of the words.
    package var withoutDirectionMarks: String {
        // Every mark is encoded in UTF-8 from the byte 0xE2: text without it is kept as it is.
        guard utf8.contains(0xE2), unicodeScalars.contains(where: Self.isDirectionMark) else { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.lazy.filter { !Self.isDirectionMark($0) })
        return String(scalars)
    }

    static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
