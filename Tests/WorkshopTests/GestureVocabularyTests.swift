import Foundation
import Navigation
import Testing

@testable import REPL
@testable import Workshop

/// The REPL, the workshop's server and its page know the same gestures by the same names and
/// keys: those of ``GestureList``.
@Suite struct GestureVocabularyTests {
    /// Each terminal key of key mode, by its name, as a browser names the same key.
    private static let browserKeys = [
        "Left": "ArrowLeft", "Right": "ArrowRight", "Up": "ArrowUp", "Down": "ArrowDown", "Home": "Home",
        "End": "End", "Enter": "Enter", "Escape": "Escape", "Tab": "Tab", "Shift-Tab": "Shift+Tab",
    ]

    /// The gestures the page reads at start, from its data block as served.
    private struct PageList: Decodable {
        struct Gesture: Decodable, Equatable {
            var name: String
            var key: String?
            var button: String?
        }
        var gestures: [Gesture]

        static func served() throws -> PageList {
            let html = String(decoding: try #require(PageAssets.byPath["/"]).bytes, as: UTF8.self)
            let start = try #require(html.range(of: #"<script type="application/json" id="gesture-list">"#))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let json = html[start.upperBound..<end.lowerBound]
            return try JSONDecoder().decode(PageList.self, from: Data(json.utf8))
        }
    }

    @Test(arguments: GestureList.all.map(\.name))
    func theREPLAndTheServerKnowAGestureByItsNames(name: String) throws {
        let entry = try #require(GestureList.all.first { $0.name == name })
        for phrase in [entry.words] + entry.aliases {
            #expect(try CommandParser.parse(phrase.joined(separator: " ")) == .gesture(entry.gesture), "\(phrase)")
        }
        for name in entry.names {
            let message = #"{"type":"gesture","gesture":"\#(name)"}"#
            #expect(try ClientMessage.decode(message) == .gesture(entry.gesture))
        }
        if let key = entry.key {
            #expect(KeyBinding.action(for: Key(key)) == .command(entry.command))
        }
    }

    @Test func thePageHasEveryGestureWithTheREPLsKeysAndItsButtons() throws {
        let page = try PageList.served().gestures
        #expect(page.map(\.name) == GestureList.all.map(\.name))
        for (gesture, entry) in zip(page, GestureList.all) {
            let terminalKey = entry.key.map { Key($0).name }
            let expected = terminalKey.map { Self.browserKeys[$0] ?? $0 }
            #expect(
                gesture.key == expected,
                "\(entry.name): the page's key \(gesture.key ?? "none"), the REPL's \(terminalKey ?? "none")")
            #expect(gesture.button == entry.button, "\(entry.name)")
        }
        // Every key of key mode that is a gesture's command is the same key on the phone.
        let commands = Dictionary(uniqueKeysWithValues: GestureList.all.map { ($0.command, $0.name) })
        for binding in KeyBinding.all {
            guard case .command(let command) = binding.action, let name = commands[command] else { continue }
            let keys = binding.keys.map { Self.browserKeys[$0.name] ?? $0.name }
            #expect(keys.contains { key in page.contains { $0.key == key && $0.name == name } }, "\(command)")
        }
    }

    /// The keys the page describes beside the phone are the list's: each listed key is named
    /// there, as a word of its own.
    @Test func thePageDescribesEveryKey() throws {
        let html = String(decoding: try #require(PageAssets.byPath["/"]).bytes, as: UTF8.self)
        let start = try #require(html.range(of: #"<p id="phone-keys" class="keys">"#))
        let end = try #require(html.range(of: "</p>", range: start.upperBound..<html.endIndex))
        let words = Set(html[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).map(String.init))
        for entry in GestureList.all {
            guard let key = entry.key else { continue }
            let symbol = key == .shiftTab ? "Shift+Tab" : key.symbol
            #expect(words.contains(symbol), "\(entry.name): \(symbol) is not described beside the phone")
        }
    }

    @Test func everyNameTheServerDecodesIsOneOfTheList() {
        let names = Set(GestureList.all.flatMap(\.names))
        #expect(Set(ClientMessage.gestures.keys) == names)
        #expect(
            names.isSuperset(of: ["next", "magic-tap", "read-all", "read-all-from-top", "rotor-next", "scroll-left"]))
    }
}
