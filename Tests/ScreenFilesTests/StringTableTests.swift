import AccessibilityModel
import Foundation
import Localization
import ScreenFiles
import Testing

/// Strings tables beside a screen file: .strings, .stringsdict and .xcstrings.
@Suite struct StringTableTests {
    func app(with files: [String: String], screen: String) throws -> App {
        let directory = try Fixtures.temporaryDirectory()
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        }
        try Data(screen.utf8).write(to: directory.appendingPathComponent("screen.yaml"))
        return try ScreenFileLoader.load(url: directory.appendingPathComponent("screen.yaml")).app
    }

    @Test func stringsFileCommentsAndEscapes() throws {
        let strings = """
            /* A block comment
               over two lines. */
            // A line comment
            "quote" = "She said \\"hi\\"";
            "lines" = "one\\ntwo";
            "slash" = "a\\\\b";
            "cafe" = "Caf\\U00E9";
            unquoted = value;
            """
        let app = try app(
            with: ["en.lproj/Localizable.strings": strings], screen: "elements: [{accessibilityLabel: '{@quote}'}]")
        let table = try #require(app.localizations.tables["en"])
        #expect(table["quote"] == .text(FormatString("She said \"hi\"")))
        #expect(table["lines"] == .text(FormatString("one\ntwo")))
        #expect(table["slash"] == .text(FormatString("a\\b")))
        #expect(table["cafe"] == .text(FormatString("Café")))
        #expect(table["unquoted"] == .text(FormatString("value")))
    }

    /// A catalog and a per-locale table defining one key: the per-locale table wins, whatever
    /// the files are called; within a `.lproj`, a `.stringsdict` entry wins over `.strings`.
    @Test(arguments: ["Catalog.xcstrings", "strings.xcstrings"])
    func perLocaleTablesOverrideCatalogsWhateverTheirNames(_ catalogName: String) throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "title": {"localizations": {"en": {"stringUnit": {"value": "From the catalog"}}}},
              "count": {"localizations": {"en": {"stringUnit": {"value": "From the catalog"}}}}}}
            """
        let plural = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>count</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>From the stringsdict</string><key>other</key><string>From the stringsdict</string></dict>
            </dict></dict></plist>
            """
        let app = try app(
            with: [
                catalogName: catalog,
                "en.lproj/M.strings": "\"title\" = \"From the table\";\n\"count\" = \"From the table\";",
                "en.lproj/A.stringsdict": plural,
            ],
            screen: "elements: [{accessibilityLabel: '{@title}'}]")
        let strings = app.localizations.strings(for: "en")
        #expect(strings.string("title") == "From the table")
        #expect(strings.string("count", arguments: [.int(2)]) == "From the stringsdict")
    }

    @Test func stringsFileWithWindowsLineEndings() throws {
        let strings = "// A line comment\r\n\"first\" = \"1\";\r\n\r\n\"second\" = \"2\"\r\n"
        let directory = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let errors = Fixtures.errors(
            data: Data("elements: [{accessibilityLabel: '{@first}'}]".utf8), directory: directory)
        // The comment ends at its line's end, and the missing ';' is found on the right line.
        let tableErrors = errors.filter { $0.location.file.hasSuffix("Localizable.strings") }
        #expect(
            tableErrors.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "5:1 expected ';' after the entry for \"second\""
            ])
    }

    /// One missing ';' in a table of 40 keys, each used on the screen: one error, located, that
    /// says what was not read, rather than one for each key the table would have defined.
    @Test func aMissingSemicolonIsOneErrorNotACascade() throws {
        let keys = (1...40).map { "key\($0)" }
        var table = keys.map { "\"\($0)\" = \"Text \($0)\";" }
        table[11].removeLast()
        let directory = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data((table.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let screen = "elements:\n" + keys.map { "  - {accessibilityLabel: '{@\($0)}'}\n" }.joined()
        let errors = Fixtures.errors(data: Data(screen.utf8), directory: directory)
        #expect(
            errors.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "13:1 expected ';' after the entry for \"key12\"; the rest of the table (lines 13–40) was not read"
            ])
        #expect(errors.first?.location.file.hasSuffix("en.lproj/Localizable.strings") == true)
        // Mended, every key is found.
        try Data((keys.map { "\"\($0)\" = \"Text \($0)\";" }.joined(separator: "\n")).utf8).write(
            to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        #expect(Fixtures.errors(data: Data(screen.utf8), directory: directory).isEmpty)
    }

    @Test func utf16StringsFileWithByteOrderMark() throws {
        let directory = try Fixtures.temporaryDirectory()
        let folder = directory.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #require("\"play\" = \"Играть\";".data(using: .utf16)).write(
            to: folder.appendingPathComponent("Localizable.strings"))
        try Data("elements: [{accessibilityLabel: '{@play}'}]\ndevelopmentLanguage: ru\n".utf8).write(
            to: directory.appendingPathComponent("s.yaml"))
        let app = try ScreenFileLoader.load(url: directory.appendingPathComponent("s.yaml")).app
        #expect(app.localizations.tables["ru"]?["play"] == .text(FormatString("Играть")))
    }

    @Test func stringCatalogWithPluralVariationsAndSubstitutions() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "files": {"localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                                 "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
                "ru": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld файл"}}, "few": {"stringUnit": {"value": "%lld файла"}},
                                                 "many": {"stringUnit": {"value": "%lld файлов"}}, "other": {"stringUnit": {"value": "%lld файла"}}}}}}},
              "summary": {"localizations": {"en": {"stringUnit": {"value": "%@ has %#@songs@"},
                "substitutions": {"songs": {"argNum": 2, "formatSpecifier": "lld",
                  "variations": {"plural": {"one": {"stringUnit": {"value": "%arg song"}}, "other": {"stringUnit": {"value": "%arg songs"}}}}}}}}}
            }}
            """
        let app = try app(
            with: ["Localizable.xcstrings": catalog],
            screen: "variables: {n: 3}\nelements: [{accessibilityLabel: '{@files(n)}'}]")
        let state = AppState(app: app)
        #expect(app.resolve(state, locale: "en")?.nodes[1].label == "3 files")
        #expect(app.resolve(state, locale: "ru")?.nodes[1].label == "3 файла")
        let strings = app.localizations.strings(for: "ru")
        #expect(strings.string("files", arguments: [.int(5)]) == "5 файлов")
        #expect(strings.string("files", arguments: [.int(21)]) == "21 файл")
    }

    @Test func stringsDictPluralsFromTheSamples() throws {
        let strings = Fixtures.app.localizations
        #expect(strings.strings(for: "en").string("weather.temperature", arguments: [.int(1)]) == "1 degree")
        #expect(strings.strings(for: "ru").string("weather.temperature", arguments: [.int(75)]) == "75 градусов")
        #expect(strings.strings(for: "ru").string("weather.temperature", arguments: [.int(23)]) == "23 градуса")
        #expect(strings.strings(for: "zh-Hans-CN").string("rating.stars", arguments: [.int(4)]) == "4 颗星")
    }

    @Test func inlineStringsInTheScreenFile() throws {
        let result = try Fixtures.load(
            """
            strings:
              en: {play: Play, stars: {one: "%d star", other: "%d stars"}}
              ru: {play: Играть, stars: {one: "%d звезда", few: "%d звезды", many: "%d звёзд", other: "%d звезды"}}
            variables: {rating: 2}
            elements:
              - accessibilityLabel: "{@play}"
                accessibilityValue: "{@stars(rating)}"
            """)
        let screen = try #require(result.app.resolve(AppState(app: result.app), locale: "ru"))
        #expect(screen.nodes[1].label == "Играть")
        #expect(screen.nodes[1].value == "2 звезды")
    }
}
