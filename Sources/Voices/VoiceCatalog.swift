import Foundation
import Readings
import Reporting
import ResourceLocation
import Synchronization

/// The voice profiles of a `voices/` directory, looked up by locale.
///
/// A catalog read from a directory lists the locales from the file names (`<locale>.yaml`) and
/// decodes a file only when its profile is first needed, once: a command speaking one locale
/// reads one file. Copies of a catalog share what has been decoded.
public struct VoiceCatalog: Sendable {
    /// The directory the profiles were read from.
    public let directory: URL?
    /// The locales available, sorted.
    public private(set) var locales: [String]
    /// Each of `locales` normalised (see ``normalise(_:)``), for matching requested tags.
    private var normalisedLocales: [String]
    private var store: ProfileStore

    public init(profiles: [VoiceProfile], directory: URL? = nil) {
        let sorted = profiles.sorted { $0.locale < $1.locale }
        self.directory = directory
        locales = sorted.map(\.locale)
        normalisedLocales = locales.map(Self.normalise)
        store = ProfileStore(loaded: sorted)
    }

    /// The catalog of every `*.yaml` file in `directory` but hidden ones, each named after its locale. Lists the
    /// directory only; a file is read and decoded when its profile is first asked for.
    public init(directory: URL) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw VoiceError.unreadable(directory.path, error.localizedDescription)
        }
        // Hidden files (an editor's swap file, macOS's `._` companions) are not voice files.
        let files = names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.map {
            (locale: String($0.dropLast(".yaml".count)), url: directory.appendingPathComponent($0))
        }.sorted { $0.locale < $1.locale }
        self.directory = directory
        locales = files.map(\.locale)
        normalisedLocales = locales.map(Self.normalise)
        store = ProfileStore(files: files)
    }

    /// This catalog with `standIns` added: profiles for locales that have no voice file of their
    /// own (a language espeak-ng speaks but `voices/` lacks, or another script of a language),
    /// each reading the other sections of its file (VoiceOver's words) from the voice file of the
    /// locale `sectionsFrom` names.
    public func adding(standIns: [(profile: VoiceProfile, sectionsFrom: String)]) -> VoiceCatalog {
        var copy = self
        let added = standIns.filter { !locales.contains($0.profile.locale) }
        copy.locales = (locales + added.map(\.profile.locale)).sorted()
        copy.normalisedLocales = copy.locales.map(Self.normalise)
        copy.store = store.adding(added)
        return copy
    }

    /// The catalog of the project's `voices/` directory (see `ResourceDirectory`).
    public static func standard() throws -> VoiceCatalog {
        try VoiceCatalog(directory: ResourceDirectory.locate("voices"))
    }

    /// Every profile that loads, sorted by locale. Decodes every file not decoded yet; a file
    /// that cannot be read or decoded is left out (``loadAll()`` says why).
    public var profiles: [VoiceProfile] {
        locales.compactMap { try? store.profile($0) }
    }

    /// Every profile, sorted by locale; throws the first file's problem when one cannot be read
    /// or decoded, or names another locale than its file name.
    public func loadAll() throws -> [VoiceProfile] {
        try locales.map { try store.profile($0) }
    }

    /// The profile for `locale` (see ``resolve(_:)``), without the note on a fallback.
    public func profile(for locale: String) throws -> VoiceProfile {
        try resolve(locale).profile
    }

    /// The profile that speaks `locale`: an exact tag ("ru", "en_GB" and "EN-gb" match "en-GB"),
    /// then an alias, then, for a well-formed tag with no voice file of its own, the first profile
    /// of the same language (zh-Hant → zh-Hans), with a note saying so. A malformed tag, or a
    /// language no voice file speaks, throws ``VoiceError/unknownLocale(_:available:)``, listing
    /// what exists. An exact tag decodes that one file only; an alias decodes every file.
    ///
    /// A tag is matched once; the catalog and its copies keep the match.
    public func resolve(_ locale: String) throws -> LocaleMatch {
        if let known = store.match(for: locale) { return known }
        let match = try match(locale)
        store.remember(match)
        return match
    }

    private func match(_ locale: String) throws -> LocaleMatch {
        let wanted = Self.normalise(locale)
        guard Self.isWellFormed(wanted) else {
            throw VoiceError.unknownLocale(locale, available: locales)
        }
        if let exact = normalisedLocales.firstIndex(of: wanted) {
            return LocaleMatch(requested: locale, profile: try store.profile(locales[exact]), isFallback: false)
        }
        if let alias = try loadAll().first(where: { $0.aliases.map(Self.normalise).contains(wanted) }) {
            return LocaleMatch(requested: locale, profile: alias, isFallback: false)
        }
        let language = Locale.Language(identifier: wanted).languageCode?.identifier
        if let language,
            let sameLanguage = normalisedLocales.firstIndex(where: {
                Locale.Language(identifier: $0).languageCode?.identifier == language
            })
        {
            return LocaleMatch(requested: locale, profile: try store.profile(locales[sameLanguage]), isFallback: true)
        }
        throw VoiceError.unknownLocale(locale, available: locales)
    }

    /// The keys of `locale`'s voice file (a locale the catalog lists, as ``resolve(_:)`` gives
    /// it), for the modules that read their own sections of it; nil for a catalog built from
    /// profiles in memory.
    package func fields(ofLocale locale: String) throws(VoiceError) -> VoiceFileFields? {
        try store.entry(locale).fields
    }

    /// Letters and digits in subtags of 1 to 8 characters separated by hyphens, as BCP 47 has
    /// them; anything else (`en-US;rm`, spaces, an empty tag) is not a locale.
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        return !subtags.isEmpty
            && subtags.allSatisfy { subtag in
                (1...8).contains(subtag.count)
                    && subtag.unicodeScalars.allSatisfy {
                        $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    }
            }
            && subtags[0].unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// The language subtag of a locale ("zh" for "zh-Hans-CN").
    package static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    static func normalise(_ tag: String) -> String {
        tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
            .lowercased()
    }
}

/// The voice files of a catalog, read on first use and kept. Thread-safe.
private final class ProfileStore: Sendable {
    /// A locale's voice settings, and its file's keys when it came from a file.
    struct Entry: Sendable {
        var profile: VoiceProfile
        var fields: VoiceFileFields?
    }

    private let files: [String: URL]
    /// Stand-ins: a profile, and the locale whose voice file gives its other sections.
    private let standIns: [String: (profile: VoiceProfile, sectionsFrom: String)]
    private let loaded: Mutex<[String: Result<Entry, VoiceError>]>
    /// Requested tags already matched to a profile, by the tag as requested.
    private let matches = Mutex<[String: LocaleMatch]>([:])

    init(files: [(locale: String, url: URL)]) {
        self.files = Dictionary(files.map { ($0.locale, $0.url) }, uniquingKeysWith: { first, _ in first })
        standIns = [:]
        loaded = Mutex([:])
    }

    init(loaded profiles: [VoiceProfile]) {
        files = [:]
        standIns = [:]
        loaded = Mutex(
            Dictionary(
                profiles.map { ($0.locale, .success(Entry(profile: $0))) }, uniquingKeysWith: { first, _ in first }))
    }

    private init(
        files: [String: URL], standIns: [String: (profile: VoiceProfile, sectionsFrom: String)],
        loaded: [String: Result<Entry, VoiceError>]
    ) {
        self.files = files
        self.standIns = standIns
        self.loaded = Mutex(loaded)
    }

    /// A store with `added` stand-ins besides what this one holds.
    func adding(_ added: [(profile: VoiceProfile, sectionsFrom: String)]) -> ProfileStore {
        var standIns = self.standIns
        for standIn in added { standIns[standIn.profile.locale] = standIn }
        return ProfileStore(files: files, standIns: standIns, loaded: loaded.withLock { $0 })
    }

    /// The entry of a locale the catalog lists, reading its file the first time.
    func entry(_ locale: String) throws(VoiceError) -> Entry {
        if let standIn = standIns[locale] {
            let source = standIn.sectionsFrom == locale ? nil : try? entry(standIn.sectionsFrom)
            return Entry(profile: standIn.profile, fields: source?.fields)
        }
        return try loaded.withLock { loaded in
            if let known = loaded[locale] { return known }
            let result = Result { () throws(VoiceError) in try Self.read(files[locale], locale: locale) }
            loaded[locale] = result
            return result
        }.get()
    }

    func profile(_ locale: String) throws(VoiceError) -> VoiceProfile { try entry(locale).profile }

    func match(for requested: String) -> LocaleMatch? {
        matches.withLock { $0[requested] }
    }

    func remember(_ match: LocaleMatch) {
        matches.withLock { $0[match.requested] = match }
    }

    private static func read(_ file: URL?, locale: String) throws(VoiceError) -> Entry {
        guard let file else { throw .unknownLocale(locale, available: []) }
        let fields = try VoiceFile.fields(file, locale: locale)
        let profile = try VoiceFile.profile(from: fields)
        Readings.use(try VoiceFile.readings(from: fields), language: VoiceCatalog.language(of: locale))
        return Entry(profile: profile, fields: fields)
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
public enum VoiceError: Error, CustomStringConvertible, Equatable, StatusReporting {
    /// A locale nobody can speak is a mistake in the command (64); an unreadable or malformed
    /// voice file is a voice missing (69).
    public var exitStatus: ExitStatus {
        if case .unknownLocale = self { .usageError } else { .unavailable }
    }

    case unknownLocale(String, available: [String])
    case unreadable(String, String)
    case malformed(String, String)

    public var description: String {
        switch self {
        case .unknownLocale(let locale, let available):
            "unknown locale '\(locale.quotedForMessage())'; available: \(available.joined(separator: ", "))"
        case .unreadable(let path, let reason): "\(path): cannot read voice file: \(reason)"
        case .malformed(let path, let reason): "\(path): malformed voice file: \(reason)"
        }
    }
}
