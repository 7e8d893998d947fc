import AccessibilityModel
import Audit
import Findings
import Testing

/// `element-covered`: the grid finds what comparing every pair finds, the threshold is the
/// settings', and a screen of crossing bars stops with a note instead of taking minutes.
struct CoveredElementTests {
    static func covered(
        _ app: App, rule: ElementCoveredRule = ElementCoveredRule(), settings: AuditSettings = AuditSettings()
    ) throws -> [Finding] {
        try Auditor(rules: [rule], settings: settings, voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
    }

    @Test func theGridFindsWhatComparingEveryPairFinds() throws {
        let widths = [1.0, 10, 44, 98, 300, 2000]
        let heights = [1.0, 10, 44, 60, 900]
        for round in 0..<20 {
            // Scattered frames of every size, the same on every run (Knuth's multiplicative hash).
            let frames = (0..<120).map { index in
                let hash = (index &+ round &* 1000) &* 2_654_435_761 & 0xFFFF_FFFF
                return AccessibilityFrame(
                    x: Double(hash % 400) - 20, y: Double(hash / 400 % 600), width: widths[hash / 7 % widths.count],
                    height: heights[hash / 11 % heights.count])
            }
            let elements = frames.enumerated().map { index, frame in
                Element(.literal("E\(index)")).identifier("e\(index)").frame(
                    frame.x, frame.y, frame.width, frame.height)
            }
            let app = App(screens: [
                Screen(name: "s", size: AccessibilitySize(width: 400, height: 900), elements: elements)
            ])
            let found = Set(try Self.covered(app).compactMap(\.subject.element))
            let expected = Set(
                frames.indices.filter { index in
                    frames.indices.contains { later in
                        later > index
                            && Self.overlap(frames[index], frames[later]) >= 0.5 * frames[index].width
                                * frames[index].height
                    }
                }.map { "e\($0)" })
            #expect(found == expected)
        }
    }

    @Test func theThresholdIsTheSettings() throws {
        // The banner covers 60% of the button.
        let app = App(screens: [
            Screen("s") {
                Element("Buy", traits: .button).frame(0, 100, 100, 50)
                Element("Banner").frame(40, 100, 100, 50)
            }
        ])
        let found = try Self.covered(app)
        #expect(found.map(\.subject.element) == ["s/0"])
        #expect(
            found.first?.message
                == "\"Banner\" (element 2 of the swipe order) is drawn over 60% of it: touch finds that one there")
        #expect(try Self.covered(app, settings: AuditSettings(coverageThreshold: 0.75)).isEmpty)
    }

    @Test func onlyReachableElementsCoverOrAreCovered() throws {
        let app = App(screens: [
            Screen("s") {
                Element("Buy", traits: .button).frame(0, 100, 100, 50)
                Element("Hidden banner").frame(0, 100, 100, 50).hidden()
                Element.container {
                    Element("Inside a card").frame(0, 100, 100, 50)
                }.accessible().frame(0, 300, 100, 50)
            }
        ])
        #expect(try Self.covered(app).isEmpty)
    }

    @Test func aFullScreenOverlayCoversEveryRowOfALongList() throws {
        let rows = (0..<600).map { Element(.literal("Row \($0)")).frame(0, Double($0) * 44, 393, 44) }
        let overlay = Element("Loading").frame(0, 0, 393, 26_400)
        let app = App(screens: [Screen(name: "s", elements: rows + [overlay])])
        #expect(try Self.covered(app).count == 600)
    }

    @Test func crossingBarsStopWithANote() throws {
        let across = (0..<60).map { Element(.literal("A\($0)")).frame(0, Double($0) * 10, 393, 1) }
        let down = (0..<60).map { Element(.literal("D\($0)")).frame(Double($0) * 6, 0, 1, 800) }
        let app = App(screens: [Screen(name: "s", elements: across + down)])
        let found = try Self.covered(app, rule: ElementCoveredRule(maximumComparisons: 1000))
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.hasPrefix("stopped after 1000 frame comparisons") == true)
        #expect(try Self.covered(app).isEmpty)
    }

    static func overlap(_ a: AccessibilityFrame, _ b: AccessibilityFrame) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        return width > 0 && height > 0 ? width * height : 0
    }
}
