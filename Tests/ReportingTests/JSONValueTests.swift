import Foundation
import Reporting
import Testing

/// Documents written by ``JSONValue`` read back as what they were built from, with every
/// character a finding's text may hold.
@Suite struct JSONValueTests {
    static let awkward = "Say \"Pay\" \\ now\n\t\r\u{1}\u{1f} / ‮0001 日本語 😀 \u{2028}\u{9b}"

    @Test func aDocumentReadsBackAsItWasBuilt() throws {
        let value: JSONValue = [
            "text": .string(Self.awkward), "number": -42, "empty": [], "none": [:],
            "list": ["a", 1, ["nested": .string(Self.awkward)]],
        ]
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(value.document.utf8)) as? [String: Any])
        #expect(read["text"] as? String == Self.awkward)
        #expect(read["number"] as? Int == -42)
        #expect((read["empty"] as? [Any])?.isEmpty == true)
        #expect((read["none"] as? [String: Any])?.isEmpty == true)
        let list = try #require(read["list"] as? [Any])
        #expect(list.count == 3)
        #expect((list[2] as? [String: Any])?["nested"] as? String == Self.awkward)
    }

    @Test func keysAreSortedAndTheDocumentEndsWithANewline() {
        let document = JSONValue.object(["b": 1, "a": 2, "c": ["z": 1, "y": 2]]).document
        #expect(document == "{\n  \"a\" : 2,\n  \"b\" : 1,\n  \"c\" : {\n    \"y\" : 2,\n    \"z\" : 1\n  }\n}\n")
    }

    @Test func controlCharactersAreEscapedAndSlashesAreNot() {
        #expect(JSONValue.string("a/b\u{1}\"").document == "\"a/b\\u0001\\\"\"\n")
    }

    @Test func decodedTextIsTheValueItWrites() throws {
        let text = #"{"busy":true,"gone":null,"id":7,"rate":0.5,"tags":["a","b"],"text":"x\/y"}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(
            value
                == [
                    "busy": .bool(true), "gone": .null, "id": 7, "rate": .double(0.5), "tags": ["a", "b"],
                    "text": "x/y",
                ])
        let written = try JSONSerialization.jsonObject(with: Data(value.document.utf8)) as? NSDictionary
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(written == original)
        #expect(JSONValue.double(.infinity).document == "null\n")
    }
}
