import AppFiles
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

    /// A load that fails names the files it read or tried to read too: a broken include and a
    /// broken strings table, whose fix must be noticed.
    @Test func aFailedLoadNamesTheFilesItTriedToRead() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"play\" = \"Play\"\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("name: part\nelements: [{accessibilityLabel: Part\n".utf8).write(
            to: folder.appendingPathComponent("part.yaml"))
        try Data("screens:\n  - include: part.yaml\n".utf8).write(to: folder.appendingPathComponent("app.yaml"))
        let error = try #require(throws: LoadError.self) {
            try ScreenFileLoader.load(url: folder.appendingPathComponent("app.yaml"))
        }
        let names = Set(error.sources.map { $0.pathComponents.suffix(2).joined(separator: "/") })
        for name in [
            folder.lastPathComponent + "/app.yaml", folder.lastPathComponent + "/part.yaml",
            "en.lproj/Localizable.strings",
        ] {
            #expect(names.contains(name), "\(name) is not among \(names.sorted())")
        }
    }
}
