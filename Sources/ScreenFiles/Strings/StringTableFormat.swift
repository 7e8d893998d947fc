/// The kinds of strings table read beside a screen file, by file name.
enum StringTableFormat: CaseIterable {
    /// `<localization>.lproj/*.strings`: `"key" = "value";`
    case strings
    /// `<localization>.lproj/*.stringsdict`: a property list of plural rules.
    case stringsdict
    /// `*.xcstrings`: an Xcode string catalog (JSON) holding every localisation.
    case xcstrings

    /// The file name's ending.
    var suffix: String {
        switch self {
        case .strings: ".strings"
        case .stringsdict: ".stringsdict"
        case .xcstrings: ".xcstrings"
        }
    }

    /// Whether the file belongs in a `.lproj` directory, which names its localisation.
    var isPerLocalization: Bool { self != .xcstrings }
}
