import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

@Suite struct SampleTests {
    @Test(arguments: Fixtures.sampleNames)
    func sampleLoadsWithoutErrorsOrWarnings(_ name: String) throws {
        let result = try ScreenFileLoader.load(url: Fixtures.samples.appendingPathComponent(name))
        #expect(!result.app.screens.isEmpty)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test(arguments: Fixtures.sampleNames)
    func sampleRoundTripsThroughJSON(_ name: String) throws {
        let app = try Fixtures.sample(name)
        let json = ScreenFileWriter.json(app)
        let reloaded = try Fixtures.load(json, name: "roundtrip.json").app
        #expect(reloaded == app)
    }

    @Test(arguments: Fixtures.sampleNames)
    func sampleRoundTripsThroughYAML(_ name: String) throws {
        let app = try Fixtures.sample(name)
        let yaml = try ScreenFileWriter.yaml(app)
        let reloaded = try Fixtures.load(yaml, name: "roundtrip.yaml").app
        #expect(reloaded == app)
    }

    @Test func defaultAppHoldsEverySeedExample() throws {
        let names = Set(Fixtures.app.screens.map(\.name))
        #expect(
            names == [
                "home", "weather", "stocks", "keyboard", "rating", "contact", "music", "settings", "alert", "podcasts",
                "reader",
            ])
        #expect(Fixtures.app.startScreen == "home")
    }

    @Test(arguments: ["en", "ru", "zh-Hans"])
    func everyLabelOfTheDefaultAppIsTranslated(_ locale: String) throws {
        let keys = Set(Fixtures.app.localizations.tables.values.flatMap(\.keys))
        for screen in Fixtures.app.screens {
            let single = App(screens: [screen], localizations: Fixtures.app.localizations)
            let resolved = try #require(single.resolve(AppState(app: single), locale: locale))
            for node in resolved.nodes {
                for text in [node.label, node.value, node.hint].compactMap({ $0 }) {
                    #expect(!keys.contains(text), "\(screen.name): '\(text)' is a key, not its text")
                }
            }
        }
    }
}
