import Foundation
import ScreenFiles
import Testing

/// A loaded app names every file it was read from, so a watcher can notice a change to any.
@Suite struct SourcesTests {
    @Test func theSampleAppNamesItsIncludesAndStringsTables() throws {
        let loaded = try ScreenFileLoader.load(url: Fixtures.samples.appendingPathComponent("app.yaml"))
        let names = Set(loaded.sources.map { $0.pathComponents.suffix(2).joined(separator: "/") })
        for name in [
            "samples/app.yaml", "samples/weather.yaml", "samples/reader.yaml", "samples/Localizable.xcstrings",
            "en.lproj/Localizable.strings", "ru.lproj/Localizable.stringsdict",
        ] {
            #expect(names.contains(name), "\(name) is not among \(names.sorted())")
        }
    }
}
