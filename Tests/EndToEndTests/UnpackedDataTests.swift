import Foundation
import Testing

@testable import ResourceLocation

/// The data compiled into Earshot and its unpacking into a cache directory: whole or not at
/// all, once, shared by processes starting together, somewhere writable.
@Suite struct UnpackedDataTests {
    static let files: [(path: String, contents: String)] = [
        ("voices/en-US.yaml", "locale: en-US\n"), ("samples/app.yaml", "name: App\n"),
        ("samples/ru.lproj/Localizable.strings", "\"a\" = \"б\";\r\n"),
    ]

    @Test func theBuiltInDataIsEveryFileOfVoicesAndSamplesAsTheyAre() throws {
        var onDisk: [String: Data] = [:]
        for folder in ["voices", "samples"] {
            let root = Earshot.checkout.appendingPathComponent(folder)
            let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walk where !url.hasDirectoryPath && !url.lastPathComponent.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                else { continue }
                let path = folder + "/" + url.path.dropFirst(root.path.count + 1)
                onDisk[path] = try Data(contentsOf: url)
            }
        }
        let embedded = Dictionary(uniqueKeysWithValues: EmbeddedFiles.files.map { ($0.path, Data($0.contents.utf8)) })
        #expect(embedded.keys.sorted() == onDisk.keys.sorted())
        for (path, data) in onDisk { #expect(embedded[path] == data, "\(path)") }
    }

    @Test func unpacksOnceAndThenUsesTheCopyAsItIs() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try UnpackedData.unpack(Self.files, hash: "h1", into: [folder]).get()
        #expect(copy.path == folder.appendingPathComponent("h1").path)
        for file in Self.files {
            #expect(try Data(contentsOf: copy.appendingPathComponent(file.path)) == Data(file.contents.utf8))
        }
        let marker = copy.appendingPathComponent("marker")
        try Data().write(to: marker)
        #expect(try UnpackedData.unpack(Self.files, hash: "h1", into: [folder]).get().path == copy.path)
        #expect(FileManager.default.fileExists(atPath: marker.path), "the copy was written again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["h1"])
    }

    @Test func aCopyMissingAFileIsReplacedWhole() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try UnpackedData.unpack(Self.files, hash: "h1", into: [folder]).get()
        try FileManager.default.removeItem(at: copy.appendingPathComponent("samples/app.yaml"))
        #expect(try UnpackedData.unpack(Self.files, hash: "h1", into: [folder]).get().path == copy.path)
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("samples/app.yaml").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["h1"])
    }

    /// Processes starting at once each unpack beside the copy's place; one rename wins and the
    /// others use its copy. Threads race the same way.
    @Test func unpackersStartingTogetherAllGetOneCompleteCopy() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(UnpackedData.unpack(Self.files, hash: "h1", into: [folder]))
        }
        let copies = try results.all.map { try $0.get() }
        #expect(copies.count == 8)
        #expect(Set(copies.map(\.path)) == [folder.appendingPathComponent("h1").path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["h1"])
        for file in Self.files {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("h1/" + file.path).path))
        }
    }

    @Test func aFolderThatCannotBeWrittenGivesWayToTheNext() throws {
        let root = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("file")
        try Data().write(to: file)
        let fallback = root.appendingPathComponent("fallback")
        let copy = try UnpackedData.unpack(
            Self.files, hash: "h1", into: [file.appendingPathComponent("earshot"), fallback]
        ).get()
        #expect(copy.path == fallback.appendingPathComponent("h1").path)
    }

    @Test func whenNoFolderCanBeWrittenEachReasonIsGiven() throws {
        let root = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("file")
        try Data().write(to: file)
        let folders = [file.appendingPathComponent("cache"), file.appendingPathComponent("tmp")]
        let result = UnpackedData.unpack(Self.files, hash: "h1", into: folders)
        guard case .failure(let error) = result else {
            Issue.record("unpacked into \(result)")
            return
        }
        #expect(error.description.hasPrefix("cannot create \(folders[0].path): "))
        #expect(error.description.contains("; cannot create \(folders[1].path): "))
    }

    /// The temporary directory is shared: a link planted where the copy goes is refused.
    @Test func aLinkInPlaceOfTheFolderIsRefused() throws {
        let root = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let planted = root.appendingPathComponent("earshot-\(getuid())")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: elsewhere)
        let result = UnpackedData.unpack(Self.files, hash: "h1", into: [planted])
        guard case .failure(let error) = result else {
            Issue.record("unpacked into \(result)")
            return
        }
        #expect(error.description == "\(planted.path) is not a folder of this user's")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func halfUnpackedFoldersLeftLongAgoAreRemoved() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let abandoned = folder.appendingPathComponent(".unpacking-old")
        let recent = folder.appendingPathComponent(".unpacking-new")
        for staging in [abandoned, recent] {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -UnpackedData.abandonedUnpackAge - 60)],
            ofItemAtPath: abandoned.path)
        _ = try UnpackedData.unpack(Self.files, hash: "h1", into: [folder]).get()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".unpacking-new", "h1"])
    }

    @Test func theCacheIsXDGsThenTheHomeFoldersThenTheTemporaryDirectorys() {
        let temporary = URL(fileURLWithPath: "/tmp")
        let own = "/tmp/earshot-\(getuid())"
        #expect(
            UnpackedData.cacheFolders(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"], temporary: temporary)
                .map(\.path) == ["/c/earshot", own])
        // The XDG base directory specification ignores a relative path.
        #expect(
            UnpackedData.cacheFolders(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"], temporary: temporary)
                .map(\.path) == ["/h/.cache/earshot", own])
        #expect(UnpackedData.cacheFolders(environment: [:], temporary: temporary).map(\.path) == [own])
    }
}

/// Results gathered from threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<URL, UnpackError>] = []

    func append(_ result: Result<URL, UnpackError>) {
        lock.withLock { results.append(result) }
    }

    var all: [Result<URL, UnpackError>] { lock.withLock { results } }
}
