import Foundation
import Testing

@testable import ScreenFiles

/// A JSON screen file read a level at a time, as the decoder asks (``JSONText``), holds exactly
/// the tree that reading it whole gives: every key, item, text and position.
@Suite struct JSONTextTests {
    static let texts = [
        #"{"elements": [{"accessibilityLabel": "A", "accessibilityFrame": [0, 0, 10, 10]}]}"#,
        """
        {
          "name": "Nested \\"quotes\\" and \\\\ [brackets] {braces}",
          "screens": [
            {"name": "a", "elements": [
              {"label": "é 😀 ü", "subviews": [{"label": "deep", "traits": ["button", {"selected": "on"}]}]},
              {"label": "x\\ny", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "empty": {}, "none": []}
            ]},
            {"name": "b", "elements": [], "variables": {"on": {"type": "bool", "initial": true}}}
          ],
          "strings": {"en": {"key": "value"}}, "n": null, "t": true, "f": -1.5e3
        }
        """,
        "\u{FEFF}{\"elements\": [[[[{\"a\": [1, [2, [3]]]}]]]]}\n",
    ]

    @Test(arguments: texts)
    func readAsAskedMatchesReadWhole(_ text: String) throws {
        let data = Data(text.utf8)
        let lazy = try SourceParser.parse(data: data, name: "t.json")
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let whole = try JSONSource.parse(body, file: "t.json")
        #expect(Self.outline(lazy) == Self.outline(whole))
        #expect(Self.outline(whole).count > 5)
    }

    /// Every node of a tree, depth first, as its position, kind and text.
    static func outline(_ node: SourceNode) -> [String] {
        let place = node.location(in: "t.json")
        let head = "\(place.line):\(place.column)"
        switch node.value {
        case .scalar(let scalar): return ["\(head) \(scalar.isQuoted ? "text" : "word") \(scalar.text)"]
        case .sequence(let items): return ["\(head) list \(items.count)"] + items.flatMap(outline)
        case .mapping(let pairs):
            return ["\(head) mapping \(pairs.count)"] + pairs.flatMap { outline($0.key) + outline($0.value) }
        }
    }
}
