import Comparison
import Testing

/// Walks recorded by real VoiceOver on iOS 27 (Fixtures/real, SOURCES.md says where from),
/// against Earshot's description of the app they were recorded in.
@Suite struct RealWalkTests {
    static func compare(_ screen: String, ignoresValues: Bool = false) throws -> Comparison {
        Comparison(
            walk: try Walks.read("real/ios27-\(screen).json"), screen: screen,
            said: try Walks.said("real/voiceover-fixture.yaml", screen: screen),
            ignoresValues: ignoresValues)
    }

    @Test(arguments: ["repeated", "modal", "dynamic", "scroll"])
    func aloudsSchemaIsRead(screen: String) throws {
        let walk = try Walks.read("real/ios27-\(screen).json")
        #expect(walk.format == "aloud")
        #expect(walk.steps.count == 13)
        #expect(walk.steps.first?.action == .current)
        #expect(walk.steps.dropFirst().allSatisfy { $0.action == .forward })
    }

    /// The app's name before the first element, two buttons with the same label, and the last
    /// element said again nine times: every element the same, nothing else reported.
    @Test func theRepeatedScreenIsHeardAsEarshotSaysIt() throws {
        let comparison = try Self.compare("repeated")
        #expect(comparison.rows.map(\.result) == Array(repeating: .same, count: 5))
        #expect(!comparison.differs)
        #expect(comparison.artefacts.map(\.kind) == [.appName, .repeatedAtEnd])
        #expect(comparison.artefacts.last?.count == 8)
    }

    @Test func theModalScreenStartsWithVoiceOverOn() throws {
        let comparison = try Self.compare("modal")
        #expect(comparison.rows.map(\.result) == [.unheard, .same, .same])
        #expect(!comparison.differs)
    }

    /// The live count went on from 50 to 51: a changed value, and nothing else.
    @Test func theDynamicScreensCountIsAChangedValue() throws {
        let comparison = try Self.compare("dynamic")
        #expect(comparison.rows.map(\.result) == [.unheard, .valueChanged, .same])
        #expect(comparison.differs)
        #expect(try !Self.compare("dynamic", ignoresValues: true).differs)
    }

    /// Twelve moves reach twelve of thirty rows: those pair; the walk says it stopped at its step
    /// limit, so the rest were not reached, which is no difference.
    @Test func theScrollScreensRowsPairInOrder() throws {
        let comparison = try Self.compare("scroll")
        #expect(comparison.count(.same) == 12)
        #expect(comparison.rows.prefix(13).dropFirst().map(\.position) == Array(2...13))
        #expect(comparison.count(.notReached) == 18)
        #expect(comparison.count(.earshotOnly) == 0)
        #expect(!comparison.differs)
    }
}
