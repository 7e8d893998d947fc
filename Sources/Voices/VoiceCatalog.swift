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

    /// The profile for `locale`: an exact tag ("ru", "en_GB" and "EN-gb" match "en-GB"), then an
    /// alias, then the first profile of the same language. Throws ``VoiceError/unknownLocale``
    /// listing what exists.
    public func profile(for locale: String) throws -> VoiceProfile {
        let wanted = Self.normalise(locale)
        if let exact = profiles.first(where: { Self.normalise($0.locale) == wanted }) {
            return exact
        }
        if let alias = profiles.first(where: { $0.aliases.map(Self.normalise).contains(wanted) }) {
            return alias
        }
        let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
        if let sameLanguage = profiles.first(where: {
            Self.normalise($0.locale).split(separator: "-").first.map(String.init) == language
        }) {
            return sameLanguage
        }
        throw VoiceError.unknownLocale(locale, available: locales)
    }

    static func normalise(_ tag: String) -> String {
        tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
            .lowercased()
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
