import AccessibilityModel
import Foundation
import Localization
import ScreenFiles
import Testing

/// `accessibilityUserInputLabels` (localisable, as labels are) and Earshot's `earshotVisibleText`
/// in screen files: read under their names and aliases, checked, placed in errors, written back.
@Suite struct VoiceControlAttributeTests {
    static let text = """
        strings:
          en: {send: Send, plane: Paper airplane}
          ru: {send: Отправить, plane: Самолётик}
        elements:
          - accessibilityIdentifier: send
            accessibilityLabel: "{@plane}"
            accessibilityUserInputLabels: ["{@send}", "{@plane}"]
            earshotVisibleText: "{@send}"
            accessibilityTraits: [button]
            accessibilityFrame: [16, 100, 200, 44]
          - accessibilityIdentifier: short
            label: Settings
            inputLabels: Prefs
            visibleText: Settings
            accessibilityFrame: [16, 160, 200, 44]
          - accessibilityIdentifier: none
            label: Close
            userInputLabels: []
            accessibilityFrame: [16, 220, 200, 44]
        """

    @Test func theyAreReadUnderTheirNamesAndAliases() throws {
        let elements = try Fixtures.load(Self.text).app.screens[0].elements
        #expect(
            elements[0].accessibilityUserInputLabels == [
                try Template(parsing: "{@send}"), try Template(parsing: "{@plane}"),
            ])
        #expect(elements[0].visibleText == (try Template(parsing: "{@send}")))
        #expect(elements[1].accessibilityUserInputLabels == ["Prefs"], "one label written alone")
        #expect(elements[1].visibleText == "Settings")
        #expect(elements[2].accessibilityUserInputLabels == [], "an empty list is kept: none given")
        #expect(Element().accessibilityUserInputLabels == nil)
    }

    /// Each input label is looked up in the locale's strings, as a label is.
    @Test func theyAreLocalised() throws {
        let app = try Fixtures.load(Self.text).app
        for (locale, expected) in [("en", ["Send", "Paper airplane"]), ("ru", ["Отправить", "Самолётик"])] {
            let screen = try #require(app.resolve(AppState(app: app), locale: locale))
            #expect(screen["send"]?.userInputLabels == expected, "\(locale)")
            #expect(screen["send"]?.visibleText == expected[0], "\(locale)")
        }
        let screen = try #require(app.resolve(AppState(app: app), locale: "en"))
        #expect(screen["none"]?.userInputLabels == [])
        #expect(screen["short"]?.userInputLabels == ["Prefs"])
    }

    @Test func theyAreWrittenBackAndReadAgainTheSame() throws {
        let app = try Fixtures.load(Self.text).app
        let yaml = try ScreenFileWriter.yaml(app)
        #expect(yaml.contains("accessibilityUserInputLabels:") && yaml.contains("earshotVisibleText:"))
        #expect(try ScreenFileLoader.load(data: Data(yaml.utf8), name: "again.yaml").app == app)
        let json = try ScreenFileWriter.json(app)
        #expect(try ScreenFileLoader.load(data: Data(json.utf8), name: "again.json").app == app)
    }

    @Test func mistakesArePlacedAtTheirLabel() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityLabel: Send
                accessibilityUserInputLabels: [Send, "{@missing}", "{unclosed"]
                accessibilityFrame: [16, 100, 200, 44]
              - accessibilityLabel: Other
                accessibilityUserInputLabels: {first: Send}
                earshotVisibleText: [Send]
                accessibilityFrame: [16, 160, 200, 44]
            """)
        let messages = errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            messages == [
                "3:42 the string key 'missing' is missing from the development language (en)",
                "3:57 input label 3 of accessibilityUserInputLabels does not parse: '{' is never closed; add '}' or write '{{' for a literal brace",
                "6:35 expected accessibilityUserInputLabels as a list, found a mapping",
                "7:25 expected earshotVisibleText as text, found a list",
            ])
    }

    /// The modifiers of code: `inputLabels(_:)` as SwiftUI's `accessibilityInputLabels(_:)`.
    @Test func theBuilderSetsThem() {
        let element = Element("Compose a new message", traits: .button).inputLabels("Compose", "New message")
        #expect(element.accessibilityUserInputLabels == ["Compose", "New message"])
        #expect(Element("Send").showing("Send").visibleText == "Send")
    }
}
