import Foundation
import LocaleChecks
import Testing

/// Where a finding about a string points.
struct StringSourceIndexTests {
    let index = StringSourceIndex(appFile: ListenRunner.checkout.appendingPathComponent("samples/app.yaml"))

    @Test func aStringsTableEntryIsFoundOnItsLine() {
        let location = index.location(table: "ru", key: "settings.wifi")
        #expect(location?.file.hasSuffix("samples/ru.lproj/Localizable.strings") == true)
        #expect(location?.line == 48 && location?.column == 1)
    }

    @Test func aStringCatalogKeyIsFoundOnEachLanguagesLine() {
        for (table, line) in [("en", 66), ("ru", 72), ("zh-Hans", 78), ("ar", 84)] {
            let location = index.location(table: table, key: "reader.text")
            #expect(location?.file.hasSuffix("samples/Localizable.xcstrings") == true)
            #expect(location?.line == line && location?.column == 9, "\(table)")
        }
        // A language the catalog does not list: the key's own line.
        #expect(index.location(table: "fr", key: "reader.text")?.line == 63)
    }
}
