import AppFiles
import Foundation
import Localization
import ScreenFiles
import Testing

/// Plural variables that use others in a strings table: read and formatted in turn, and an error
/// placed at the variable when they go round in a cycle or nest past the limit.
@Suite struct NestedPluralTableTests {
    static let screen = "elements: [{accessibilityLabel: Files, accessibilityFrame: [0, 0, 100, 44]}]"

    /// A `.stringsdict` of one entry, `files`, whose format is `format` and whose variables have
    /// an `other` form each.
    static func stringsDict(format: String, variables: [(name: String, other: String)]) -> String {
        let rules = variables.map { variable in
            """
                <key>\(variable.name)</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>other</key><string>\(variable.other)</string>
                </dict>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            \(rules.joined(separator: "\n"))
              </dict>
            </dict>
            </plist>
            """
    }

    /// Loads the screen with `files` beside it: the app, or the errors.
    static func load(_ files: [String: String]) throws -> Result<LoadedApp, LoadError> {
        let directory = try Fixtures.temporaryDirectory()
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let screen = directory.appendingPathComponent("screen.yaml")
        try Data(Self.screen.utf8).write(to: screen)
        return Result { () throws(LoadError) in try ScreenFileLoader.load(url: screen) }
    }

    /// Where a diagnostic is, as [line, column].
    static func position(_ diagnostic: Diagnostic) -> [Int] {
        [diagnostic.location.line, diagnostic.location.column]
    }

    /// The one error of a load that must fail, with its file's last two path components.
    static func error(_ files: [String: String]) throws -> (Diagnostic, String) {
        guard case .failure(let error) = try load(files) else {
            Issue.record("loaded")
            throw LoadError(diagnostics: [])
        }
        #expect(error.errors.count == 1, "\(error.errors)")
        let diagnostic = try #require(error.errors.first)
        return (
            diagnostic, URL(fileURLWithPath: diagnostic.location.file).pathComponents.suffix(2).joined(separator: "/")
        )
    }

    @Test func aCycleIsAnErrorAtItsFirstVariable() throws {
        let table = Self.stringsDict(format: "%#@a@", variables: [("a", "%d %#@b@"), ("b", "%#@a@")])
        let (error, file) = try Self.error(["en.lproj/Localizable.stringsdict": table])
        #expect(file == "en.lproj/Localizable.stringsdict")
        #expect(Self.position(error) == [7, 5])
        #expect(
            error.message
                == "the plural variables of 'files' use each other in a cycle, a → b → a; a variable's forms cannot lead back to it"
        )
    }

    @Test func aVariableUsingItselfIsACycle() throws {
        let table = Self.stringsDict(format: "%d %#@a@", variables: [("a", "%#@a@ more")])
        let (error, _) = try Self.error(["en.lproj/Localizable.stringsdict": table])
        #expect(Self.position(error) == [7, 5])
        #expect(error.message.contains("cycle, a → a;"))
    }

    @Test func aVariableInAFormIsReadAndFormattedInTurn() throws {
        let table = Self.stringsDict(
            format: "%#@files@", variables: [("files", "%d files in %#@folders@"), ("folders", "%d folders")])
        let app = try Self.load(["en.lproj/Localizable.stringsdict": table]).get().app
        let strings = app.localizations.strings(for: "en")
        #expect(strings.string("files", arguments: [.int(5), .int(2)]) == "5 files in 2 folders")
        let missing = Self.stringsDict(format: "%#@files@", variables: [("files", "%d files in %#@folders@")])
        let (error, _) = try Self.error(["en.lproj/Localizable.stringsdict": missing])
        #expect(Self.position(error) == [4, 3])
        #expect(error.message == "'files.files' uses %#@folders@ but has no 'folders' dictionary")
    }

    @Test func aChainPastTheLimitIsAnErrorWithoutExhaustingTheStack() throws {
        let count = 2_000
        let chain = (0..<count).map { ("v\($0)", $0 == count - 1 ? "end" : "%#@v\($0 + 1)@") }
        let (error, _) = try Self.error(
            ["en.lproj/Localizable.stringsdict": Self.stringsDict(format: "%#@v0@", variables: chain)])
        #expect(Self.position(error) == [4, 3])
        #expect(error.message.hasPrefix("'files' may format more than 64 plural variables"))
    }

    @Test func otherStringsDictErrorsArePlacedAtTheirKey() throws {
        let table = Self.stringsDict(format: "%#@a@", variables: [("a", "x")])
            .replacingOccurrences(of: "<key>other</key>", with: "<key>few</key>")
        let (error, _) = try Self.error(["en.lproj/Localizable.stringsdict": table])
        #expect(Self.position(error) == [7, 5])
        #expect(error.message == "'files.a' needs an 'other' form")
    }

    @Test func aCycleInlineIsAnErrorAtItsFirstVariable() throws {
        let errors = Fixtures.errors(
            """
            strings:
              en:
                files: {format: "%#@a@", a: {other: "%#@b@"}, b: {other: "%#@a@"}}
            elements: [{accessibilityLabel: Files}]
            """)
        #expect(errors.map(Self.position) == [[3, 30]])
        #expect(errors.first?.message.contains("cycle, a → b → a;") == true)
    }

    @Test func aCycleInACatalogIsAnError() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {"files": {"localizations": {"en": {
              "stringUnit": {"value": "%#@a@"},
              "substitutions": {
                "a": {"formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"value": "%#@b@"}}}}},
                "b": {"formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"value": "%#@a@"}}}}}
              }}}}}}
            """
        let (error, file) = try Self.error(["Localizable.xcstrings": catalog])
        #expect(file.hasSuffix("Localizable.xcstrings"))
        #expect(error.message.contains("'files (en)' use each other in a cycle, a → b → a;"))
    }
}
