import Audit
import Foundation
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
        for (table, line) in [("en", 78), ("ru", 84), ("zh-Hans", 90), ("ar", 96), ("ja", 102)] {
            let location = index.location(table: table, key: "reader.text")
            #expect(location?.file.hasSuffix("samples/Localizable.xcstrings") == true)
            #expect(location?.line == line && location?.column == 9, "\(table)")
        }
        // A language the catalog does not list: the key's own line.
        #expect(index.location(table: "fr", key: "reader.text")?.line == 75)
    }

    @Test func aStringsdictKeyIsFoundWhereverItsTagsAre() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let table = directory.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: table, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>items</key><dict><key>NSStringLocalizedFormatKey</key>
        <string>%#@n@</string></dict>
          <key>stars</key><dict/></dict></plist>
        """.write(to: table.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let index = StringSourceIndex(appFile: directory.appendingPathComponent("app.yaml"))
        let items = index.location(table: "ru", key: "items")
        #expect(items?.line == 2 && items?.column == 28)
        #expect(index.location(table: "ru", key: "NSStringLocalizedFormatKey") == nil)
        #expect(index.location(table: "ru", key: "stars")?.line == 4)
    }
}
