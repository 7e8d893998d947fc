import AccessibilityModel
import AppFiles
import Foundation
import ScreenFiles
import Testing

/// A 100,000-element JSON screen loads and resolves completely. The times are printed; the budget
/// (load ≤ 1 s) applies to release builds: `swift test -c release --filter LargeScreenTests`.
@Suite struct LargeScreenTests {
    static let elementCount = 100_000

    static func json(elements count: Int) -> String {
        var text = "{\"name\": \"large\", \"elements\": [\n"
        for index in 0..<count {
            let row = index / 4
            let column = index % 4
            text += "{\"accessibilityIdentifier\": \"e\(index)\", \"accessibilityLabel\": \"Item \(index)\", "
            text +=
                "\"accessibilityTraits\": [\"button\"], \"accessibilityFrame\": [\(column * 98), \(row * 44), 98, 44]}"
            text += index == count - 1 ? "\n" : ",\n"
        }
        return text + "]}\n"
    }

    @Test func hundredThousandElementScreenLoadsAndResolves() throws {
        let data = Data(Self.json(elements: Self.elementCount).utf8)
        let clock = ContinuousClock()
        var loaded: LoadedApp?
        let loadTime = try clock.measure { loaded = try ScreenFileLoader.load(data: data, name: "large.json") }
        let app = try #require(loaded?.app)
        #expect(app.screens[0].elements.count == Self.elementCount)
        var resolved: ResolvedScreen?
        let resolveTime = clock.measure { resolved = app.resolve(AppState(app: app), locale: "en") }
        let screen = try #require(resolved)
        #expect(screen.nodes.count == Self.elementCount + 1)
        #expect(screen["e99999"]?.label == "Item 99999")
        #expect(screen["e99999"]?.frame == AccessibilityFrame(x: 294, y: 24999 * 44, width: 98, height: 44))
        print("100,000-element JSON screen (\(data.count) bytes): load \(loadTime), resolve \(resolveTime)")
    }
}
