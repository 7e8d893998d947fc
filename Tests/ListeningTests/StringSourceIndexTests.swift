import Foundation
import Testing

@testable import Listening

/// Where a finding about a string points.
struct StringSourceIndexTests {
    let index = StringSourceIndex(appFile: ListenRunner.checkout.appendingPathComponent("samples/app.yaml"))

    @Test func aStringsTableEntryIsFoundOnItsLine() {
        let location = index.location(table: "ru", key: "settings.wifi")
        #expect(location?.file.hasSuffix("samples/ru.lproj/Localizable.strings") == true)
        #expect(location?.line == 48 && location?.column == 1)
    }

    @Test func aStringCatalogKeyIsFoundForEveryLanguage() {
        for table in ["en", "ru", "ar"] {
            let location = index.location(table: table, key: "reader.text")
            #expect(location?.file.hasSuffix("samples/Localizable.xcstrings") == true)
            #expect(location?.line == 63 && location?.column == 5)
        }
    }
}
