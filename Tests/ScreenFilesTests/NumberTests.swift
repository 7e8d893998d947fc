import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

/// Numbers are read as Swift's `Double(_:)` reads them, however they are written.
@Suite struct NumberTests {
    @Test func numbersInEveryForm() throws {
        let app = try Fixtures.load(
            """
            elements:
              - accessibilityLabel: A
                accessibilityFrame: [0x10, 010, -0, 1e3]
              - accessibilityLabel: B
                accessibilityFrame: [+5, .5, 0001234567.000000001, 9999999]
              - accessibilityLabel: C
                accessibilityFrame: [-7, 1e7, 0.1, 44]
            """
        ).app
        let frames = app.screens[0].elements.map(\.accessibilityFrame)
        #expect(frames[0] == AccessibilityFrame(x: 16, y: 10, width: 0, height: 1000))
        #expect(frames[0]?.width.sign == .minus)
        #expect(
            frames[1] == AccessibilityFrame(x: 5, y: 0.5, width: Double("0001234567.000000001")!, height: 9_999_999))
        #expect(frames[2] == AccessibilityFrame(x: -7, y: 10_000_000, width: 0.1, height: 44))
    }
}
