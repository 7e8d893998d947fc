import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

/// iOS 17's public `toggleButton` trait is one a screen file may name, and is written back.
@Suite struct ToggleButtonTraitTests {
    static let text = """
        elements:
          - accessibilityIdentifier: mute
            accessibilityLabel: Mute
            accessibilityValue: "1"
            accessibilityTraits: [toggleButton]
            accessibilityFrame: [16, 100, 200, 44]
        """

    @Test func aScreenFileMayNameIt() throws {
        let app = try Fixtures.load(Self.text).app
        #expect(app.screens[0].elements[0].accessibilityTraits == .toggleButton)
    }

    @Test func itIsWrittenBackByName() throws {
        let app = try Fixtures.load(Self.text).app
        let written = try ScreenFileWriter.yaml(app)
        #expect(written.contains("toggleButton"))
        #expect(try ScreenFileLoader.load(data: Data(written.utf8), name: "again.yaml").app == app)
    }
}
