import Foundation
import TestSupport
import Testing
import Voices
import Yams

/// A catalog lists its locales from the file names and decodes a voice file only when its
/// profile is needed.
@Suite struct VoiceCatalogLoadingTests {
    static let voicesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("voices")

    /// A directory with the real en-US and ru files and a broken `xx.yaml`.
    static func directoryWithABrokenFile() throws -> URL {
        let directory = try makeTemporaryDirectory()
        for locale in ["en-US", "ru"] {
            try FileManager.default.copyItem(
                at: voicesDirectory.appendingPathComponent("\(locale).yaml"),
                to: directory.appendingPathComponent("\(locale).yaml"))
        }
        try "locale: [unclosed".write(
            to: directory.appendingPathComponent("xx.yaml"), atomically: true, encoding: .utf8)
        try "not a voice".write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try "not a voice".write(to: directory.appendingPathComponent("._ru.yaml"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func aProfileLoadsWithoutDecodingTheOtherFiles() throws {
        let catalog = try VoiceCatalog(directory: Self.directoryWithABrokenFile())
        #expect(catalog.locales == ["en-US", "ru", "xx"])
        #expect(try catalog.profile(for: "en_us").name == "English (United States)")
        #expect(try catalog.resolve("ru").profile.espeakVoice == "ru")
    }

    @Test func aBrokenFileIsReportedWhenItIsNeeded() throws {
        let catalog = try VoiceCatalog(directory: Self.directoryWithABrokenFile())
        #expect {
            try catalog.profile(for: "xx")
        } throws: { error in
            guard case .malformed(let path, _) = error as? VoiceError else { return false }
            return path.hasSuffix("xx.yaml")
        }
        #expect(throws: VoiceError.self) { try catalog.loadAll() }
        #expect(catalog.profiles.map(\.locale) == ["en-US", "ru"])
        // An alias is looked for in every file, so the broken one is reported.
        #expect(throws: VoiceError.self) { try catalog.profile(for: "ru-RU") }
    }

    @Test func aFileNamedForAnotherLocaleIsMalformed() throws {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: Self.voicesDirectory.appendingPathComponent("de.yaml"), to: directory.appendingPathComponent("fr.yaml"))
        let catalog = try VoiceCatalog(directory: directory)
        let error = #expect(throws: VoiceError.self) { try catalog.profile(for: "fr") }
        #expect(String(describing: error!).contains("differs from the file name"))
    }

    @Test func theStandardCatalogLoadsWholeAndCopiesShareWhatIsDecoded() throws {
        let catalog = try VoiceCatalog(directory: Self.voicesDirectory)
        let all = try catalog.loadAll()
        #expect(all.map(\.locale) == catalog.locales)
        #expect(catalog.profiles == all)
        let copy = catalog
        #expect(try copy.profile(for: "zh-CN").locale == "zh-Hans")
    }

    @Test func aMissingDirectoryIsUnreadable() {
        #expect(throws: VoiceError.self) {
            try VoiceCatalog(directory: URL(fileURLWithPath: "/nonexistent/voices"))
        }
    }
}

/// Voice files are read node by node; they must read as a general YAML reader reads them.
@Suite struct VoiceFileReadingTests {
    @Test(arguments: try! VoiceCatalog(directory: VoiceCatalogLoadingTests.voicesDirectory).locales)
    func eachVoiceFileReadsAsAGeneralReaderReadsIt(locale: String) throws {
        let url = VoiceCatalogLoadingTests.voicesDirectory.appendingPathComponent("\(locale).yaml")
        let loaded = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
        let read = try VoiceCatalog(directory: VoiceCatalogLoadingTests.voicesDirectory).profile(for: locale)
        #expect(read.locale == loaded["locale"] as? String)
        #expect(read.name == loaded["name"] as? String)
        #expect(read.espeakVoice == loaded["espeakVoice"] as? String)
        #expect(read.rate == (loaded["rate"] as? Int ?? VoiceProfile.defaultRate))
        #expect(read.pitch == (loaded["pitch"] as? Int ?? VoiceProfile.defaultPitch))
        #expect(read.aliases == (loaded["aliases"] as? [String] ?? []))
    }

    @Test(arguments: [
        ("locale: en-US\nname: X\n", "'espeakVoice' is missing"),
        ("locale: en-US\nname: X\nespeakVoice: en-us\nrate: fast\n", "line 4, column 7: 'rate' must be a whole number"),
        ("locale: en-US\nname: X\nespeakVoice: en-us\naliases: en\n", "'aliases' must be a list"),
        ("- a\n- b\n", "a voice file is a mapping"),
        ("locale: [unclosed\n", "malformed voice file"),
        ("", "a voice file is a mapping"),
        (
            "locale: en-US\nname: X\nespeakVoice: \"!v/m1\"\n",
            "line 3, column 14: 'espeakVoice' is '!v/m1', which is no"
        ),
        ("locale: en-US\nname: X\nespeakVoice: ../../../../etc/passwd\n", "which is no espeak-ng voice"),
        ("locale: en-US\nname: X\nespeakVoice: /usr/share/x\n", "which is no espeak-ng voice"),
        ("locale: en-US\nname: X\nespeakVoice: en-us+m1\n", "which is no espeak-ng voice"),
        // Text from the file in a message stays on its one line.
        ("locale: \"en.\\nx\"\nname: X\nespeakVoice: en-us\n", "locale 'en.\\nx' differs from the file name"),
    ])
    func mistakesAreReportedWithTheirPlace(text: String, message: String) throws {
        let directory = try makeTemporaryDirectory()
        try text.write(to: directory.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        let error = #expect(throws: VoiceError.self) {
            try VoiceCatalog(directory: directory).profile(for: "en-US")
        }
        let description = String(describing: error!)
        #expect(description.contains(message), "\(description)")
        #expect(!description.contains("\n"))
    }

    @Test func keysWithoutValuesAreAbsent() throws {
        let directory = try makeTemporaryDirectory()
        try "locale: en-US\nname: X\nespeakVoice: en-us\nunverified:\naliases: ~\n"
            .write(to: directory.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        let profile = try VoiceCatalog(directory: directory).profile(for: "en-US")
        #expect(profile.aliases.isEmpty && profile.rate == VoiceProfile.defaultRate)
    }
}
