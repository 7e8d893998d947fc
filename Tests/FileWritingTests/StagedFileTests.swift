import FileWriting
import Foundation
import Reporting
import Testing

@Suite struct StagedFileTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "earshot-staged-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Pieces go to a hidden file; the target keeps its old contents until the commit.
    @Test func theTargetChangesOnlyAtTheCommit() throws {
        let target = directory.appendingPathComponent("speech.wav")
        try Data("old".utf8).write(to: target)
        let file = try StagedFile(replacing: target)
        try file.append(Data("header".utf8))
        try file.append(Data(" and samples".utf8))
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(try entries().count == 2)
        try file.overwrite(Data("HEADER".utf8), at: 0)
        try file.commit()
        #expect(try String(contentsOf: target, encoding: .utf8) == "HEADER and samples")
        #expect(try entries() == ["speech.wav"])
    }

    @Test func aDiscardLeavesThePreviousFileAndNothingElse() throws {
        let target = directory.appendingPathComponent("speech.wav")
        try Data("old".utf8).write(to: target)
        let file = try StagedFile(replacing: target)
        try file.append(Data("new".utf8))
        file.discard()
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(try entries() == ["speech.wav"])
    }

    /// A staged file dropped without a commit (an error path that forgot it) removes itself.
    @Test func anAbandonedFileIsRemoved() throws {
        do {
            let file = try StagedFile(replacing: directory.appendingPathComponent("a.wav"))
            try file.append(Data("x".utf8))
        }
        #expect(try entries() == [])
    }

    @Test func aTargetThatCannotBeWrittenFailsBeforeAnythingIsWritten() throws {
        let folder = directory.appendingPathComponent("taken.wav")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: OutputError(path: folder.path, reason: "is a directory")) {
            try StagedFile(replacing: folder)
        }
        let missing = directory.appendingPathComponent("no/such.wav")
        #expect(throws: OutputError.self) { try StagedFile(replacing: missing) }
        #expect(try entries() == ["taken.wav"])
    }

    /// Skipped bytes read as zeros, take no space where the file system keeps holes, and count
    /// in the file's length even when nothing is written after them.
    @Test func skippedBytesAreZerosWithoutBeingWritten() throws {
        let target = directory.appendingPathComponent("gaps.bin")
        let file = try StagedFile(replacing: target)
        try file.append(Data("head".utf8))
        try file.skip(8 << 20)
        try file.append(Data("tail".utf8))
        try file.skip(3)
        try file.commit()
        let data = try Data(contentsOf: target)
        #expect(data.count == 4 + (8 << 20) + 4 + 3)
        #expect(data.prefix(4) == Data("head".utf8))
        #expect(data.dropFirst(4).prefix(8 << 20).allSatisfy { $0 == 0 })
        #expect(data.dropFirst(4 + (8 << 20)) == Data("tail".utf8) + Data([0, 0, 0]))
        var status = stat()
        #expect(stat(target.path, &status) == 0)
        #expect(Int(status.st_blocks) * 512 < 1 << 20, "the skipped megabytes were written out")
    }

    @Test func devicesAndPipesAreSpecialFiles() throws {
        #expect(StagedFile.isSpecialFile(URL(fileURLWithPath: "/dev/null")))
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(StagedFile.isSpecialFile(fifo))
        #expect(!StagedFile.isSpecialFile(directory.appendingPathComponent("missing.wav")))
        #expect(!StagedFile.isSpecialFile(directory))
    }

    /// Bytes of another file are copied in, after what is written and from the offset asked;
    /// from a file the kernel cannot copy from (`/proc/self/status`), they are read and
    /// written instead.
    @Test func anotherFilesBytesAreCopiedInWhetherTheKernelCanCopyThemOrNot() throws {
        let source = directory.appendingPathComponent("element.wav")
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: source)
        let target = directory.appendingPathComponent("screen.wav")
        let file = try StagedFile(replacing: target)
        try file.append(Data("head".utf8))
        let descriptor = open(source.path, O_RDONLY)
        defer { close(descriptor) }
        try file.append(from: descriptor, offset: 44, count: bytes.count - 44)
        // Its first line, the process's name, stays the same while the test runs.
        let status = open("/proc/self/status", O_RDONLY)
        defer { close(status) }
        try file.append(from: status, offset: 0, count: 5)
        try file.commit()
        #expect(try Data(contentsOf: target) == Data("head".utf8) + bytes.dropFirst(44) + Data("Name:".utf8))
    }

    /// A source shorter than the bytes asked for is an error that names the target.
    @Test func aSourceThatEndsEarlyIsAnError() throws {
        let source = directory.appendingPathComponent("short.wav")
        try Data(count: 100).write(to: source)
        let target = directory.appendingPathComponent("screen.wav")
        let file = try StagedFile(replacing: target)
        let descriptor = open(source.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(throws: OutputError(path: target.path, reason: "the copied file ended early")) {
            try file.append(from: descriptor, offset: 44, count: 100)
        }
        file.discard()
        #expect(try entries() == ["short.wav"])
    }
}
