import AppFiles
import Foundation
import ScreenFiles
import Testing

/// An element VoiceOver would stop on with no `accessibilityFrame` (a new user's first file often
/// gives none): it is not reached, as VoiceOver does not reach an element of zero size, and the
/// file says so where the element is, in every command that loads it.
@Suite struct FramelessElementTests {
    static let file = """
        elements:
          - accessibilityLabel: Title
            accessibilityTraits: [header]
          - accessibilityLabel: Save
            accessibilityTraits: [button]
            accessibilityFrame: [16, 100, 100, 44]
          - accessibilityIdentifier: row
            isAccessibilityElement: true
            accessibilityLabel: Milk, 2 litres
            subviews:
              - accessibilityLabel: Milk
                accessibilityFrame: [16, 200, 200, 44]
          - accessibilityIdentifier: decoration
            isAccessibilityElement: false
        """

    @Test func anElementWithoutAFrameIsNamedWhereItIs() throws {
        let loaded = try ScreenFileLoader.load(data: Data(Self.file.utf8), name: "first.yaml")
        #expect(
            loaded.warnings.map(\.description) == [
                "first.yaml:2:5: warning: no frame: VoiceOver does not reach an element of zero size; give it an accessibilityFrame [x, y, width, height]"
            ])
    }
}
