import Foundation
import Yams

/// All voice profiles found in a `voices/` directory, looked up by locale.
public struct VoiceCatalog: Sendable {
    public let profiles: [VoiceProfile]
    /// The directory the profiles were read from.
    public let directory: URL?

    public init(profiles: [VoiceProfile], directory: URL? = nil) {
        self.profiles = profiles.sorted { $0.locale < $1.locale }
        self.directory = directory
    }

    /// Reads every `*.yaml` file in `directory`.
    public init(directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "yaml" }
        var profiles: [VoiceProfile] = []
        for file in files {
            let text: String
            do {
                text = try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw VoiceError.unreadable(file.path, error.localizedDescription)
            }
            do {
                profiles.append(try YAMLDecoder().decode(VoiceProfile.self, from: text))
            } catch {
                throw VoiceError.malformed(file.path, String(describing: error))
            }
        }
        self.init(profiles: profiles, directory: directory)
    }

    /// The catalog of the project's `voices/` directory (see ``ResourceDirectory``).
    public static func standard() throws -> VoiceCatalog {
        try VoiceCatalog(directory: ResourceDirectory.locate("voices"))
    }

    /// The locales available, sorted.
    public var locales: [String] { profiles.map(\.locale) }

    /// The profile for `locale` (see ``resolve(_:)``), without the note on a fallback.
    public func profile(for locale: String) throws -> VoiceProfile {
        try resolve(locale).profile
    }

    /// The profile that speaks `locale`: an exact tag ("ru", "en_GB" and "EN-gb" match "en-GB"),
    /// then an alias, then, for a well-formed tag with no voice file of its own, the first profile
    /// of the same language (zh-Hant → zh-Hans), with a note saying so. A malformed tag, or a
    /// language no voice file speaks, throws ``VoiceError/unknownLocale(_:available:)``, listing
    /// what exists.
    public func resolve(_ locale: String) throws -> LocaleMatch {
        let wanted = Self.normalise(locale)
        guard Self.isWellFormed(wanted) else {
            throw VoiceError.unknownLocale(locale, available: locales)
        }
        if let exact = profiles.first(where: { Self.normalise($0.locale) == wanted }) {
            return LocaleMatch(requested: locale, profile: exact, isFallback: false)
        }
        if let alias = profiles.first(where: { $0.aliases.map(Self.normalise).contains(wanted) }) {
            return LocaleMatch(requested: locale, profile: alias, isFallback: false)
        }
        let language = Locale.Language(identifier: wanted).languageCode?.identifier
        if let language, let sameLanguage = profiles.first(where: {
            Locale.Language(identifier: Self.normalise($0.locale)).languageCode?.identifier == language
        }) {
            return LocaleMatch(requested: locale, profile: sameLanguage, isFallback: true)
        }
        throw VoiceError.unknownLocale(locale, available: locales)
    }

    /// Letters and digits in subtags of 1 to 8 characters separated by hyphens, as BCP 47 has
    /// them; anything else (`en-US;rm`, spaces, an empty tag) is not a locale.
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        return !subtags.isEmpty
            && subtags.allSatisfy { subtag in
                (1...8).contains(subtag.count)
                    && subtag.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            }
            && subtags[0].unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    static func normalise(_ tag: String) -> String {
        tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
            .lowercased()
    }
}

/// How a requested locale was matched to a voice profile.
public struct LocaleMatch: Sendable, Equatable {
    /// The tag as the user gave it.
    public let requested: String
    public let profile: VoiceProfile
    /// True when no voice file is for this tag and another of the same language stands in.
    public let isFallback: Bool

    /// One line telling the user about a fallback, or nil when the tag was matched as it is.
    public var note: String? {
        guard isFallback else { return nil }
        return "no voice file for '\(requested)'; speaking it as \(profile.locale) (\(profile.name))"
    }
}

/// Problems finding or reading voice profiles.
public enum VoiceError: Error, CustomStringConvertible, Equatable {
    case unknownLocale(String, available: [String])
    case unreadable(String, String)
    case malformed(String, String)

    public var description: String {
        switch self {
        case .unknownLocale(let locale, let available):
            "unknown locale '\(locale)'; available: \(available.joined(separator: ", "))"
        case .unreadable(let path, let reason): "\(path): cannot read voice file: \(reason)"
        case .malformed(let path, let reason): "\(path): malformed voice file: \(reason)"
        }
    }
}
