import AccessibilityModel
import AppFiles
import Foundation
import ScreenFiles
import Testing

/// Every kind of bad input is refused with the file, line, column and a message saying what to do.
@Suite struct ErrorTests {
    /// The only error of a file.
    func singleError(_ text: String, name: String = "bad.yaml", directory: URL? = nil) throws -> Diagnostic {
        let errors = Fixtures.errors(text, name: name, directory: directory)
        #expect(errors.count == 1, "\(errors)")
        return try #require(errors.first)
    }

    @Test func yamlSyntax() throws {
        let error = try singleError(
            """
            elements:
              - accessibilityLabel: "Play
                accessibilityTraits: [button]
            """)
        #expect(error.location.file == "bad.yaml")
        #expect(error.location.line == 3 && error.location.column >= 1)
        #expect(error.message.hasPrefix("YAML syntax:"))
        #expect(error.description.hasPrefix("bad.yaml:3:"))
    }

    @Test func jsonSyntax() throws {
        let error = try singleError("{\"elements\": [\n  {\"accessibilityLabel\": \"Play\",}\n]}", name: "bad.json")
        #expect((error.location.line, error.location.column) == (2, 33))
        #expect(error.message.contains("expected a quoted key"))
    }

    @Test func unknownKeySuggestsTheNearest() throws {
        let error = try singleError(
            """
            elements:
              - accessibilityLabel: Play
                accesibilityHint: Plays the song.
            """)
        #expect((error.location.line, error.location.column) == (3, 5))
        #expect(error.message == "unknown key 'accesibilityHint' in an element; did you mean 'accessibilityHint'?")
    }

    @Test func unknownTraitSuggestsTheNearest() throws {
        let error = try singleError(
            """
            elements:
              - accessibilityLabel: Add
                accessibilityTraits: [buton, selected]
            """)
        #expect((error.location.line, error.location.column) == (3, 27))
        #expect(error.message.hasPrefix("unknown trait 'buton'; did you mean 'button'?"))
    }

    @Test func negativeAndNonNumericFrames() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityLabel: A
                accessibilityFrame: [0, 0, -10, 44]
              - accessibilityLabel: B
                accessibilityFrame: {x: 0, y: zero, width: 10, height: 44}
              - accessibilityLabel: C
                accessibilityFrame: [0, 0, 10]
            """)
        #expect(errors.map { [$0.location.line, $0.location.column] } == [[3, 32], [5, 35], [7, 25]])
        #expect(errors[0].message == "the width of accessibilityFrame cannot be negative (-10)")
        #expect(errors[1].message == "expected the y of accessibilityFrame to be a number, found 'zero'")
        #expect(errors[2].message.contains("needs 4 numbers"))
    }

    @Test func duplicateIdentifiers() throws {
        let error = try singleError(
            """
            elements:
              - accessibilityIdentifier: play
                accessibilityLabel: Play
              - accessibilityIdentifier: play
                accessibilityLabel: Pause
            """)
        #expect((error.location.line, error.location.column) == (4, 30))
        #expect(error.message.contains("accessibilityIdentifier 'play' is already used on this screen"))
        #expect(error.message.contains("(first at 2:30)"))
    }

    @Test func missingScreen() throws {
        let error = try singleError(
            """
            screens:
              - name: home
                elements:
                  - accessibilityLabel: Settings
                    accessibilityActivate: [{push: setings}]
              - name: settings
                elements: []
            """)
        #expect((error.location.line, error.location.column) == (5, 33))
        #expect(error.message == "there is no screen named 'setings'; did you mean 'settings'?")
    }

    @Test func missingElementInOrderAndFocus() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityIdentifier: card
                accessibilityElements: [title, buton]
                subviews:
                  - {accessibilityIdentifier: title, accessibilityLabel: Title}
                  - {accessibilityIdentifier: button, accessibilityLabel: Go, accessibilityActivate: [{layoutChanged: titel}]}
            """)
        #expect(errors.count == 2)
        #expect((errors[0].location.line, errors[0].location.column) == (3, 36))
        #expect(
            errors[0].message
                == "there is no element with accessibilityIdentifier 'buton' on this screen; did you mean 'button'?")
        #expect(errors[1].location.line == 6)
        #expect(
            errors[1].message.hasPrefix("there is no element 'titel' on screen 'test' to focus; did you mean 'title'?"))
    }

    /// A suggestion is quoted like the name it is for: a screen named with a line break still
    /// gives a one-line message.
    @Test func aSuggestionWithALineBreakStaysOnItsLine() throws {
        let failure = try singleError(
            """
            screens:
              - name: home
                elements:
                  - accessibilityLabel: Settings
                    accessibilityActivate: [{push: setings}]
              - name: "settin\\ngs"
                elements: []
            """)
        #expect(failure.message.allSatisfy { !$0.isNewline }, "\(failure.message)")
        #expect(failure.message.hasPrefix("there is no screen named 'setings'; did you mean 'settin"))
    }

    @Test func missingVariable() throws {
        let error = try singleError(
            """
            variables: {shift: false}
            elements:
              - accessibilityLabel: "{shfit ? 'Q' : 'q'}"
            """)
        #expect((error.location.line, error.location.column) == (3, 25))
        #expect(error.message == "there is no variable 'shfit'; did you mean 'shift'?; declare it under variables")
    }

    @Test func templateThatDoesNotParse() throws {
        let error = try singleError(
            """
            variables: {shift: false}
            elements:
              - accessibilityLabel: "{shift ? 'Q' 'q'}"
            """)
        // The column points at the 'q' where ':' was expected.
        #expect((error.location.line, error.location.column) == (3, 39))
        #expect(error.message == "accessibilityLabel does not parse: expected ':' for the other branch of '?'")
    }

    @Test func cycleInAccessibilityElements() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityIdentifier: outer
                accessibilityElements: [inner]
                subviews:
                  - accessibilityIdentifier: inner
                    accessibilityElements: [outer, inner]
                    subviews: [{accessibilityLabel: Leaf}]
            """)
        #expect(errors.map(\.location.line) == [6, 6])
        #expect(
            errors[0].message
                == "cycle: accessibilityElements lists its ancestor 'outer'; list only elements inside this container")
        #expect(
            errors[1].message == "cycle: accessibilityElements lists itself; list only elements inside this container")
        #expect(errors.map(\.location.column) == [33, 40])
    }

    @Test func orderOutsideTheContainerAndIdentifierRepeatedInAnInlineElement() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityIdentifier: card
                accessibilityElements: [title, other, {accessibilityIdentifier: extra, accessibilityLabel: Extra}]
                subviews:
                  - {accessibilityIdentifier: title, accessibilityLabel: Title}
              - accessibilityIdentifier: other
                accessibilityLabel: Other
                accessibilityElements: [{accessibilityIdentifier: title, accessibilityLabel: Again}]
            """)
        #expect(errors.map { [$0.location.line, $0.location.column] } == [[3, 36], [8, 55]])
        #expect(
            errors[0].message
                == "'other' is not inside this container; accessibilityElements may list only its descendants")
        #expect(errors[1].message.hasPrefix("accessibilityIdentifier 'title' is already used on this screen"))
        #expect(errors[1].message.hasSuffix("(first at 5:35)"))
    }

    @Test func missingStringKeyIsAnErrorInTheDevelopmentLanguageAndAWarningElsewhere() throws {
        let directory = try Fixtures.temporaryDirectory()
        for (locale, body) in [("en", "\"play\" = \"Play\";"), ("ru", "\"stop\" = \"Стоп\";")] {
            let folder = directory.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(body.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let good = try Fixtures.load(
            "elements:\n  - accessibilityLabel: \"{@play}\"\n    accessibilityFrame: [0, 0, 100, 44]\n",
            directory: directory)
        #expect(good.warnings.count == 1)
        #expect(good.warnings[0].severity == .warning)
        #expect((good.warnings[0].location.line, good.warnings[0].location.column) == (2, 25))
        #expect(good.warnings[0].message == "the string key 'play' has no ru translation; the fallback is used")

        let error = try singleError("elements:\n  - accessibilityLabel: \"{@paly}\"\n", directory: directory)
        #expect((error.location.line, error.location.column) == (2, 25))
        #expect(
            error.message == "the string key 'paly' is missing from the development language (en); did you mean 'play'?"
        )
    }

    @Test func brokenStringsTableNamesItsLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        let folder = directory.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("/* ok */\n\"play\" = \"Play\";\n\"stop\" = \"Stop\"\n\"next\" = \"Next\";\n".utf8)
            .write(to: folder.appendingPathComponent("Localizable.strings"))
        let errors = Fixtures.errors("elements:\n  - accessibilityLabel: Play\n", directory: directory)
        #expect(errors.count == 1)
        #expect(errors[0].location.file.hasSuffix("en.lproj/Localizable.strings"))
        #expect((errors[0].location.line, errors[0].location.column) == (4, 1))
        #expect(
            errors[0].message
                == "expected ';' after the entry for \"stop\"; the rest of the table (line 4) was not read")
    }

    @Test func notUTF8() throws {
        var bytes = Array("elements:\n  - accessibilityLabel: Caf".utf8)
        bytes += [0xE9, 0x0A]
        let errors = Fixtures.errors(data: Data(bytes))
        #expect(errors.count == 1)
        #expect((errors[0].location.line, errors[0].location.column) == (2, 28))
        #expect(errors[0].message.hasPrefix("the file is not valid UTF-8 (byte 0xE9 at offset 37)"))
    }

    /// The bytes are checked a piece of 64 KiB at a time: a character across a piece's end is
    /// whole, and a bad byte far into a file is found where it is.
    @Test func utf8CheckedAcrossPiecesOfALargeFile() throws {
        let head = Array("{\"elements\": [{\"accessibilityLabel\": \"".utf8)
        var bytes = head + Array(repeating: UInt8(ascii: "a"), count: 65_536 - head.count - 1)
        bytes += Array("€".utf8)  // three bytes, the first the piece's last
        bytes += Array("\", \"accessibilityFrame\": [0, 0, 10, 10]}]}\n".utf8)
        let app = try ScreenFileLoader.load(data: Data(bytes), name: "large.json").app
        #expect(app.screens[0].elements[0].accessibilityLabel?.source.hasSuffix("a€") == true)

        // A bad byte after 100,000 bytes of good ones, in the third piece.
        let badOffset = 100_000
        let broken =
            Array(bytes.dropLast(2)) + Array(repeating: UInt8(ascii: " "), count: badOffset - (bytes.count - 2))
            + [0xFF] + Array("}\n".utf8)
        let errors = Fixtures.errors(data: Data(broken), name: "large.json")
        #expect(errors.count == 1)
        #expect(
            errors.first?.message.hasPrefix("the file is not valid UTF-8 (byte 0xFF at offset \(badOffset))") == true)
    }

    @Test func emptyFile() throws {
        for text in ["", "   \n\n"] {
            let error = try singleError(text)
            #expect((error.location.line, error.location.column) == (1, 1))
            #expect(error.message.hasPrefix("the file is empty"))
        }
        let comments = try singleError("# only a comment\n")
        #expect(comments.message.hasPrefix("the file is empty"))
    }

    @Test func hugeNumbers() throws {
        let errors = Fixtures.errors(
            """
            variables: {count: 123456789012345678901234567890}
            elements:
              - accessibilityLabel: A
                accessibilityFrame: [0, 0, 1e400, 10]
            """)
        #expect(errors.map { [$0.location.line, $0.location.column] } == [[1, 20], [4, 32]])
        #expect(errors[0].message.contains("too large a number"))
        #expect(errors[1].message.contains("out of range"))
    }

    @Test func deeplyNestedInputIsCappedWithoutCrashing() throws {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let jsonError = try singleError(json, name: "deep.json")
        #expect(jsonError.message.contains("nests deeper than 256 levels"))
        #expect(jsonError.location.line == 1)

        let yaml = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let yamlError = try singleError(yaml)
        #expect(yamlError.message.contains("nests too deeply") || yamlError.message.contains("nests deeper"))

        var elements = "elements:\n"
        var indent = "  "
        for _ in 0..<120 {
            elements += indent + "- subviews:\n"
            indent += "    "
        }
        elements += indent + "- accessibilityLabel: Leaf\n"
        let elementError = try singleError(elements)
        #expect(elementError.message == "elements nest deeper than 100 levels; flatten the hierarchy")
        #expect(elementError.location.line == 102)
    }

    @Test func collectsEveryErrorOfAFile() throws {
        let errors = Fixtures.errors(
            """
            device: tablet
            elements:
              - accessibilityLabel: A
                accessibilityTraits: [heder]
              - accessibilityLabel: B
                accessibilityContainerType: lists
                hint: x
                accessibilityHint: y
            """)
        #expect(errors.map(\.location.line) == [1, 4, 6, 8])
        #expect(errors[0].message == "unknown device 'tablet'; use one of: phone, pad")
        #expect(errors[2].message.hasPrefix("unknown accessibilityContainerType 'lists'; did you mean 'list'?"))
        #expect(errors[3].message.contains("is given twice"))
    }

    @Test func includeCycleAndMissingInclude() throws {
        let directory = try Fixtures.temporaryDirectory()
        try Data("screens:\n  - include: b.yaml\n".utf8).write(to: directory.appendingPathComponent("a.yaml"))
        try Data("screens:\n  - include: a.yaml\n  - include: missing.yaml\n".utf8).write(
            to: directory.appendingPathComponent("b.yaml"))
        do {
            _ = try ScreenFileLoader.load(url: directory.appendingPathComponent("a.yaml"))
            Issue.record("a cycle must not load")
        } catch {
            let messages = error.errors.map {
                "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.message)"
            }
            #expect(
                messages.contains(
                    "b.yaml:2:14 include cycle: 'a.yaml' is already being read; remove one of the includes"))
            #expect(messages.contains { $0.hasPrefix("b.yaml:3:14 cannot read included file 'missing.yaml'") })
        }
    }

    @Test func wrongVariableUse() throws {
        let errors = Fixtures.errors(
            """
            variables:
              name: Anna
              rating: {type: int, initial: 9, min: 0, max: 5}
            elements:
              - accessibilityLabel: A
                accessibilityActivate: [{toggle: name}, {set: {rating: many}}]
            """)
        #expect(errors.map { [$0.location.line, $0.location.column] } == [[3, 3], [6, 29], [6, 45]])
        #expect(errors[0].message == "the initial value does not fit: 9 is above the maximum 5")
        #expect(errors[1].message == "toggle needs a bool variable; 'name' is string")
        #expect(errors[2].message == "'many' does not fit int variable 'rating'")
    }
}
