import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

/// JSON screen files are read as written (escapes, numbers, true, false, null, keys that share a
/// prefix), and a syntax error is placed at its line and column.
@Suite struct JSONSourceTests {
    @Test func valuesAreReadAsWritten() throws {
        let app = try Fixtures.load(
            #"""
            {"elements": [
              {"accessibilityLabel": "a\"b\\c\/d\te\u00e9\ud83d\ude00 é", "accessibilityFrame": [-0, 7, 1e2, 0.5]},
              {"label": "B", "frame": [1234567.123456789012, -12.5, 2.5E-1, 1E+2], "hidden": true, "modal": false},
              {"accessibilityFrame": [1, 2, 3, 4], "lab\u0065l": "C", "accessibilityIdentifier": "c"}
            ]}
            """#, name: "values.json"
        ).app
        let elements = app.screens[0].elements
        #expect(elements[0].accessibilityLabel?.constant == "a\"b\\c/d\teé😀 é")
        #expect(elements[0].accessibilityFrame == AccessibilityFrame(x: 0, y: 7, width: 100, height: 0.5))
        #expect(elements[0].accessibilityFrame?.x.sign == .minus)
        #expect(
            elements[1].accessibilityFrame
                == AccessibilityFrame(x: Double("1234567.123456789012")!, y: -12.5, width: 0.25, height: 100))
        #expect(elements[1].accessibilityElementsHidden == .constant(true))
        #expect(elements[1].accessibilityViewIsModal == .constant(false))
        #expect(elements[2].accessibilityLabel?.constant == "C")
        #expect(elements[2].accessibilityIdentifier == "c")
    }

    @Test(arguments: [
        (
            #"{"elements": [{"accessibilityLabel": tru}]}"#, 1, 38,
            "'tru' is not a JSON value; text must be in double quotes"
        ),
        ("{\"elements\": [1,\n ]}", 2, 2, "unexpected ']'; expected a value"),
        ("{\"elements\": [{\"accessibilityLabel\": \"A\tB\"}]}", 1, 40, "a control character inside a string"),
        (#"{"elements": [{"accessibilityLabel": "A\qB"}]}"#, 1, 40, #"unknown escape '\q'"#),
        (#"{"elements": [{"accessibilityLabel": "A\u12"}]}"#, 1, 42, #"\u needs four hexadecimal digits"#),
        (#"{"elements": [{"accessibilityLabel": "\ud800x"}]}"#, 1, 45, #"a lone surrogate in a \u escape"#),
        (#"{"elements": []} []"#, 1, 18, "unexpected text after the JSON value"),
        (#"{"elements": [{"accessibilityLabel": "A"}"#, 1, 42, "the list is never closed"),
        (#"{"elements": [{"accessibilityLabel": "A}]}"#, 1, 43, "the string is never closed"),
    ])
    func syntaxErrorsArePlaced(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let errors = Fixtures.errors(text, name: "bad.json")
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect((error.location.line, error.location.column) == (line, column))
        #expect(error.message.hasPrefix("JSON syntax: " + message), "\(error.message)")
    }
}
