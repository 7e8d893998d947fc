import FileWriting
import Foundation
import Reporting
import Testing

@Suite struct AtomicFileTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "earshot-atomic-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func writesAndReplaces() throws {
        let file = directory.appendingPathComponent("a.txt")
        try AtomicFile.write("one", to: file)
        try AtomicFile.write("two", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try entries() == ["a.txt"])
    }

    @Test func aDirectoryInTheWayIsAnErrorNamingIt() throws {
        let target = directory.appendingPathComponent("out.wav")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        #expect(throws: OutputError(path: target.path, reason: "is a directory")) {
            try AtomicFile.write("x", to: target)
        }
        #expect(try entries() == ["out.wav"])
    }

    @Test func aMissingDirectoryIsAnError() {
        let target = directory.appendingPathComponent("nowhere/out.txt")
        #expect(throws: OutputError.self) { try AtomicFile.write("x", to: target) }
    }

    @Test func aFullDeviceIsAnError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let error = #expect(throws: OutputError.self) {
            try AtomicFile.write("text", to: URL(fileURLWithPath: "/dev/full"))
        }
        #expect(error?.reason.contains("space") == true)
        #expect(error?.exitStatus == .outputError)
    }

    @Test func devicesAreWrittenInPlace() throws {
        try AtomicFile.write("discarded", to: URL(fileURLWithPath: "/dev/null"))
    }

    @Test func relatedFilesReplaceTogetherOrNotAtAll() throws {
        let audio = directory.appendingPathComponent("s.wav")
        let captions = directory.appendingPathComponent("s.vtt")
        try FileSet.write([(audio, Data("old audio".utf8)), (captions, Data("old captions".utf8))])
        // The second file cannot be written: the first keeps its old contents.
        try FileManager.default.removeItem(at: captions)
        try FileManager.default.createDirectory(at: captions, withIntermediateDirectories: false)
        #expect(throws: OutputError.self) {
            try FileSet.write([(audio, Data("new audio".utf8)), (captions, Data("new".utf8))])
        }
        #expect(try String(contentsOf: audio, encoding: .utf8) == "old audio")
        #expect(try entries() == ["s.vtt", "s.wav"])
    }
}

@Suite struct QuotedTests {
    @Test func longInputIsCutAndKeptOnOneLine() {
        let quoted = String(repeating: "x", count: 1_000_000).quotedForMessage()
        #expect(quoted.count == 81)
        #expect(quoted.hasSuffix("…"))
        #expect("a\nb\u{1}c".quotedForMessage() == "a\\nb\\u{1}c")
    }

    @Test func exitStatusesAreDistinct() {
        #expect(Set(ExitStatus.allCases.map(\.rawValue)).count == ExitStatus.allCases.count)
        #expect(ExitStatus.table.contains("64\tusage error"))
    }
}
