import Foundation
import Testing

/// The EmbedFiles plugin (Plugins/EmbedFiles) on this target's own fixtures: texts that would
/// end or escape a raw string literal, carriage returns, control characters, a byte order mark,
/// an empty file. Each must come back byte for byte.
@Suite struct EmbedFilesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Embedded")

    @Test func everyFileComesBackExactlyUnderItsPathInsideEmbedded() throws {
        let embedded = Dictionary(uniqueKeysWithValues: EmbeddedFiles.files.map { ($0.path, $0.contents) })
        let names = ["delimiters.txt", "empty.txt", "nested/crlf.strings", "nested/unicode.json"]
        #expect(embedded.keys.sorted() == names)
        for name in names {
            let onDisk = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            #expect(Data(try #require(embedded[name]).utf8) == onDisk, "\(name)")
        }
    }

    @Test func theHashIsSixteenHexDigits() {
        #expect(EmbeddedFiles.contentHash.count == 16)
        #expect(EmbeddedFiles.contentHash.allSatisfy { $0.isHexDigit })
    }

    /// The tool refuses what it cannot embed as text, naming the file, and fails the build.
    @Test func aFileThatIsNotUTF8FailsNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("image.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE]).write(to: binary)
        let output = folder.appendingPathComponent("Embedded.swift")

        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("embed-files")
        process.arguments = [output.path, "Static/image.png", binary.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "embed-files: \(binary.path): error: not UTF-8 text; EmbedFiles embeds text files only\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
