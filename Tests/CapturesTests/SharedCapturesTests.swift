import AppLoading
import Foundation
import Testing

/// `../shared/captures` beside the checkout, when it is there.
private let sharedCaptures: URL? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/captures")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()

/// The real captures from public projects kept beside the project (`../shared/captures`, not
/// copied into it; their SOURCES.md says where each comes from) still read as they did: each
/// loads, and says as many elements. Skipped where the directory is absent.
@Suite(.enabled(if: sharedCaptures != nil)) struct SharedCapturesTests {

    /// How many elements VoiceOver reads in each capture. (01's two secure fields each hold a
    /// button, "common visibility off", which VoiceOver reaches apart from the field.)
    static let spokenElements = [
        "01-shirates-appdev-scrollview.xml": 37, "02-ios-settings-top.xml": 16, "03-ios-settings-keyboard.xml": 26,
        "04-ios-settings-accessibility.xml": 12, "05-ios-calendar-datetime-ja.xml": 39,
        "06-rn-deep-nesting-depth-limit.xml": 40, "07-wda-empty-tree-yilutongxing.xml": 0,
        "08-safari-webview-iphone-pro-max.xml": 18,
    ]

    @Test(arguments: spokenElements.keys.sorted())
    func captureReadsAsBefore(_ name: String) throws {
        let url = try #require(sharedCaptures).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let loaded = try AppSource.load(url: url)
        #expect(try Captured.transcript(loaded.app).count == Self.spokenElements[name])
    }
}
