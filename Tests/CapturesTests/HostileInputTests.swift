import AppFiles
import Captures
import Foundation
import Navigation
import ScreenFiles
import TestSupport
import Testing
import UtteranceRendering

/// Malicious and broken captures: a located error, nothing read from outside, no hang.
@Suite struct HostileInputTests {
    @Test func anExternalEntityIsNeverRead() throws {
        let diagnostics = Captured.failure("xxe.xml")
        #expect(
            diagnostics.map(\.description) == [
                Captured.url("xxe.xml").path
                    + ":2:1: error: a capture may not declare a document type (<!DOCTYPE>): entities and DTDs are never read; remove the declaration"
            ])
        #expect(!diagnostics.description.contains("root:"))
    }

    @Test func anEntityBombIsRefusedAtOnce() throws {
        #expect(
            Captured.failure("billion-laughs.xml").map { "\($0.location.line):\($0.location.column) \($0.severity)" }
                == ["2:1 error"])
    }

    @Test func aDoctypeCannotHideBehindALongProlog() throws {
        var text = "<?xml version=\"1.0\"?>\n" + String(repeating: "<!-- padding -->\n", count: 70_000)
        text += "<!DOCTYPE AppiumAUT [ <!ENTITY secret SYSTEM \"file:///etc/passwd\"> ]>\n<AppiumAUT/>\n"
        do {
            _ = try CaptureReader.read(data: Data(text.utf8), name: "padded.xml")
            Issue.record("a long prolog was accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "no root element in the first 1048576 bytes; a capture's prolog is one line"
                ])
        }
    }

    /// A coordinate no screen has (a WebDriverAgent glitch, or a corrupted dump) is dropped with
    /// a warning, so that the app is one a screen file can hold and `import` writes what loads.
    @Test func aFrameBeyondAnyScreenIsDroppedSoImportLoadsBack() throws {
        let data = Data(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" x="16" y="330" width="3616000093" height="44" label="Wide"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" x="16" y="400" width="100" height="44" label="Fine"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """.utf8)
        let imported = try CaptureReader.read(data: data, name: "wide.xml")
        #expect(
            imported.warnings.map(\.description).contains(
                "wide.xml:2:1: warning: the frame has a coordinate beyond ±10000000 points, more than any screen (and than a screen file holds) (16.0, 330.0, 3616000093.0, 44.0); the element is kept without a frame, and VoiceOver skips it"
            ))
        let written = ScreenFileWriter.yaml(imported.app, comments: imported.comments)
        let loaded = try ScreenFileLoader.load(data: Data(written.utf8), name: "wide.yaml")
        #expect(try Captured.transcript(loaded.app) == Captured.transcript(imported.app))
        #expect(try Captured.transcript(loaded.app) == ["Fine. Button."])
    }

    /// A byte order mark at the start of a captured text is not heard, and a screen file cannot
    /// keep it there (YAML's reader drops it): it is left out, so that `import` says the same.
    @Test func aLeadingByteOrderMarkIsNotPartOfTheText() throws {
        let data = Data(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" x="16" y="330" width="100" height="44" label="&#xFEFF;&#xFEFF;Save" value="&#xFEFF;"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """.utf8)
        let imported = try CaptureReader.read(data: data, name: "bom.xml")
        #expect(try Captured.transcript(imported.app) == ["Save. Button."])
        let written = ScreenFileWriter.yaml(imported.app, comments: imported.comments)
        let loaded = try ScreenFileLoader.load(data: Data(written.utf8), name: "bom.yaml")
        #expect(try Captured.transcript(loaded.app) == ["Save. Button."])
    }

    @Test func anUndeclaredEntityIsAnError() throws {
        let data = Data(
            #"<AppiumAUT><XCUIElementTypeApplication label="&home;" x="0" y="0" width="1" height="1"/></AppiumAUT>"#
                .utf8)
        #expect(throws: LoadError.self) { try CaptureReader.read(data: data, name: "entity.xml") }
    }

    @Test func truncatedXMLSaysWhereItEnds() {
        #expect(
            Captured.failure("truncated.xml").map(\.description) == [
                Captured.url("truncated.xml").path
                    + ":5:1: error: the document ends before <XCUIElementTypeApplication> (line 3) is closed; was the capture cut short?"
            ])
    }

    @Test func anotherToolsXMLIsNotAPageSource() {
        let messages = Captured.failure("wrong-root.xml").map(\.description)
        #expect(
            messages.count == 1 && messages[0].contains("wrong-root.xml:2:1: error: the root element is <hierarchy>"))
    }

    @Test func aBadNumberIsLocated() {
        let messages = Captured.failure("bad-number.xml").map(\.description)
        #expect(
            messages.count == 1
                && messages[0].hasSuffix("bad-number.xml:4:5: error: width=\"wide\" is not a number of points"))
    }

    @Test func malformedXMLIsLocated() throws {
        let data = Data(
            "<AppiumAUT>\n  <XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n  </XCUIElementTypeButton>\n</AppiumAUT>"
                .utf8)
        do {
            _ = try CaptureReader.read(data: data, name: "mismatch.xml")
            Issue.record("a mismatched end tag was accepted")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics[0].description.hasPrefix("mismatch.xml:3:"))
            #expect(error.diagnostics[0].description.contains("error: not well-formed XML"))
        }
    }

    /// Random bytes that once crashed the XML reader (malformed UTF-8 in an element name).
    @Test func malformedUTF8IsRefusedBeforeTheParserSeesIt() {
        let bytes: [UInt8] = [0x3C, 0x76, 0x70, 0xEB, 0x94, 0x0B, 0xD5, 0x33, 0x5F, 0x97, 0x3D, 0xAA, 0xD8, 0x61]
        do {
            _ = try CaptureReader.read(data: Data(bytes), name: "bytes.xml")
            Issue.record("malformed UTF-8 was accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "bytes.xml:1:4: error: the capture is not UTF-8 here (WebDriverAgent writes UTF-8); was it saved in another encoding?"
                ])
        }
    }

    /// Bytes that once crashed the XML reader: a processing instruction without data. Neither
    /// is a page source, and each gets a located error.
    @Test(arguments: [
        ("<?m?>\u{14}l#?>\u{14} XC", "pi.xml:1:6: error: not well-formed XML"),
        (
            "<AppiumAUT>\n  <?target ?></AppiumAUT>",
            "pi.xml:1:1: error: the page source holds no XCUIElementType element"
        ),
    ])
    func aProcessingInstructionWithoutDataIsNoCrash(_ text: String, _ error: String) {
        #expect(Captured.failure(data: Data(text.utf8), name: "pi.xml").first?.description.hasPrefix(error) == true)
    }

    @Test func processingInstructionsWithDataStillRead() throws {
        let text =
            #"<?xml version="1.0" encoding="UTF-8"?><?app data?><AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="393" height="852"><XCUIElementTypeButton label="Go" x="10" y="10" width="100" height="40"/></XCUIElementTypeApplication></AppiumAUT>"#
        _ = try CaptureReader.read(data: Data(text.utf8), name: "pi.xml")
    }

    /// libxml2 reports an undeclared namespace prefix as an error it recovers from; the rest of
    /// the capture is read, as before.
    @Test func anUndeclaredPrefixIsNoFailure() throws {
        let text =
            #"<AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="393" height="852"><XCUIElementTypeButton app:tag="7" label="Go" x="10" y="10" width="100" height="40"/></XCUIElementTypeApplication></AppiumAUT>"#
        let result = try CaptureReader.read(data: Data(text.utf8), name: "prefix.xml")
        #expect(try Captured.transcript(result.app) == ["Go. Button."])
    }

    @Test func hundredsOfLevelsNeedNoRecursion() throws {
        let depth = 2_000
        var text = #"<AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="393" height="852">"#
        text += String(repeating: #"<XCUIElementTypeOther x="0" y="0" width="393" height="852">"#, count: depth)
        text += #"<XCUIElementTypeButton label="Deep" x="10" y="10" width="100" height="40"/>"#
        text += String(repeating: "</XCUIElementTypeOther>", count: depth) + "</XCUIElementTypeApplication></AppiumAUT>"
        let result = try CaptureReader.read(data: Data(text.utf8), name: "deep.xml")
        #expect(try Captured.transcript(result.app) == ["Deep. Button."])
    }

    /// A crash ends the test run, so the seed is printed before the inputs are read.
    @Test func randomBytesGiveAnAppOrAnError() {
        var generator = SeededGenerator()
        print("randomBytesGiveAnAppOrAnError: \(generator.replay)")
        let seeds = [
            Data("<".utf8), Data("→".utf8), Data("Element subtree:\n →".utf8), Data([0xEF, 0xBB, 0xBF, 0x3C]),
        ]
        for seed in seeds {
            for _ in 0..<50 {
                var bytes = [UInt8](seed)
                bytes += (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                _ = try? CaptureReader.read(data: Data(bytes))
            }
        }
    }

    /// A person's note in a dump that starts with a word ("the other cells are omitted"), even at
    /// the root's indentation, is skipped where it is; the dump is read.
    @Test func aNoteThatStartsWithAWordIsSkippedWhereItIs() throws {
        let loaded = try Captured.load("xcuitest-word-notes.txt")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Inbox", "Ana, Lunch on Friday. List Start.", "Ben, Slides for Monday. List End.",
            ])
        let warnings = loaded.warnings.map(\.description)
        for (place, note) in [("10:11", "the other cells are omitted"), ("11:2", "Other windows omitted here")] {
            #expect(
                warnings.contains {
                    $0.hasSuffix(
                        "xcuitest-word-notes.txt:\(place): warning: '\(note)' is not an element line (Type, 0xADDRESS, {{x, y}, {width, height}}, …); skipped"
                    )
                }, "\(warnings)")
        }
    }

    /// Alone under the application, a note is not an element either: it is named, not read as an
    /// empty container of type "Other", and a dump is not said to come from WebDriverAgent.
    @Test func aNoteAloneIsNotAnEmptyElement() throws {
        let text = "Element subtree:\n →Application, 0x1, pid: 7, label: 'Demo'\n    Other cells are omitted\n"
        let result = try CaptureReader.read(data: Data(text.utf8), name: "note.txt")
        #expect(
            result.warnings.map(\.description) == [
                "note.txt:3:5: warning: 'Other cells are omitted' is not an element line (Type, 0xADDRESS, {{x, y}, {width, height}}, …); skipped",
                "note.txt:2:2: warning: nothing here is focusable by VoiceOver: the capture holds only empty containers; capture the screen again",
            ])
    }

    /// debugDescription cuts a long value and ends it with "..." (babylonhealth/ios-playbook's dump
    /// shows `value: ukautomationuser@e...`): it is said as captured, with a warning.
    @Test func aValueTheDumpCutIsSpokenAsCapturedWithAWarning() throws {
        let loaded = try Captured.load("xcuitest-mid-tree.txt")
        #expect(
            try Captured.transcript(loaded.app).contains(
                "averyveryverylongaddress@e... Text Field. List Start. Double tap to edit."))
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.hasSuffix(
                    "xcuitest-mid-tree.txt:10:17: warning: the value 'averyveryverylongaddress@e...' ends with \"...\", as debugDescription writes a value it cuts short: it is spoken as captured, and the rest of it is not in the capture"
                )
            })
    }

    /// Invisible direction marks are not words: not in the transcript, nor in JSON Lines.
    @Test func directionMarksAreNotPartOfTheWords() throws {
        let loaded = try Captured.load("wda-direction-marks.xml")
        let transcript = try Captured.transcript(loaded.app)
        #expect(transcript == ["+351 912 345 678", "Ana sent a photo. Button.", "שלום, Ana"])
        var session = try NavigationSession(app: loaded.app, locale: "en-US", voices: Captured.voices)
        let lines = UtteranceFormat.jsonLines.document(session.swipeThrough())
        #expect(!lines.unicodeScalars.contains { [0x200E, 0x2068, 0x2069, 0x202B, 0x202C].contains($0.value) })
        #expect(lines.contains("\"text\":\"Ana sent a photo.\""))
    }
}
