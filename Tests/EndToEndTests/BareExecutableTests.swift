import FileWriting
import Foundation
import SpeechBridge
import Testing

@testable import ResourceLocation

/// The `earshot` executable copied alone out of its checkout (as `swift package
/// experimental-install` copies it into `~/.swiftpm/bin`), run from a folder of the user's: its
/// voices and samples are the copy built into it, unpacked once into the cache.
@Suite struct BareExecutableTests {
    /// A folder holding only a copy of the executable, a home, a cache, a temporary directory
    /// and a working folder; nothing of the checkout's.
    struct Sandbox {
        let root: URL
        var executable: URL { root.appendingPathComponent("bin/earshot") }
        var cache: URL { root.appendingPathComponent("cache") }
        var work: URL { root.appendingPathComponent("work") }
        var unpacked: URL { cache.appendingPathComponent("earshot/\(EmbeddedFiles.contentHash)") }

        init() throws {
            root = try Earshot.temporaryDirectory()
            for folder in ["bin", "home", "cache", "tmp", "work"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            // Written through a descriptor closed on exec: a process another test starts while
            // the copy is open must not keep it open for writing, or running the copy fails
            // with "Text file busy".
            try UnsyncedFile.write(Data(contentsOf: Earshot.executable), toFile: executable.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        }

        func run(_ command: String, environment: [String: String] = [:]) throws -> Earshot.Run {
            try Earshot.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", command],
                environment: [
                    "PATH": root.appendingPathComponent("bin").path + ":/usr/bin:/bin", "EARSHOT_HOME": "",
                    "HOME": root.appendingPathComponent("home").path, "XDG_CACHE_HOME": cache.path,
                    "TMPDIR": root.appendingPathComponent("tmp").path,
                ].merging(environment) { _, new in new }, in: work)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func sayTranscriptAndTheREPLWorkFromAnywhereAndTheSecondRunReusesTheCache() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let say = try sandbox.run("earshot say Hello --no-audio --out x.wav")
        #expect(say.status == 0, "\(say.errors)")
        let wav = try WAVFile.read(sandbox.work.appendingPathComponent("x.wav"))
        #expect(wav.duration > 0.1)
        #expect(FileManager.default.fileExists(atPath: sandbox.unpacked.appendingPathComponent("voices/ru.yaml").path))

        // The built-in sample app, with its string tables, from the unpacked copy.
        let sample = sandbox.unpacked.appendingPathComponent("samples/app.yaml").path
        let transcript = try sandbox.run("earshot transcript '\(sample)' --locale ru")
        #expect(transcript.status == 0, "\(transcript.errors)")
        #expect(transcript.output.hasPrefix("Примеры Earshot. Заголовок.\n"))

        let marker = sandbox.unpacked.appendingPathComponent("marker")
        try Data().write(to: marker)
        let repl = try sandbox.run("printf 'next\\n' | earshot --no-audio")
        #expect(repl.status == 0, "\(repl.errors)")
        #expect(repl.output.hasPrefix("[screen changed] Earshot Samples. Heading.\nWeather. Button. List Start.\n"))
        #expect(FileManager.default.fileExists(atPath: marker.path), "the cache was unpacked again")
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: sandbox.cache.appendingPathComponent("earshot").path)
        #expect(cached == [EmbeddedFiles.contentHash])
    }

    @Test func aCacheThatCannotBeWrittenGivesWayToTheTemporaryDirectory() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let blocked = sandbox.root.appendingPathComponent("blocked")
        try Data().write(to: blocked)

        let say = try sandbox.run(
            "earshot say Hello --no-audio --out x.wav", environment: ["XDG_CACHE_HOME": blocked.path])
        #expect(say.status == 0, "\(say.errors)")
        let copy = sandbox.root.appendingPathComponent("tmp/earshot-\(getuid())/\(EmbeddedFiles.contentHash)/voices")
        #expect(FileManager.default.fileExists(atPath: copy.path))
    }

    @Test func withNowhereToUnpackTheErrorSaysWhy() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let blocked = sandbox.root.appendingPathComponent("blocked")
        try Data().write(to: blocked)

        let say = try sandbox.run(
            "earshot say Hello --no-audio --out x.wav",
            environment: ["XDG_CACHE_HOME": blocked.path, "TMPDIR": blocked.appendingPathComponent("tmp").path])
        #expect(say.status == 69)
        #expect(say.errors.hasPrefix("earshot: cannot find Earshot's 'voices' directory (looked in "))
        #expect(
            say.errors.contains(
                "nor unpack the copy built into earshot (cannot create \(blocked.path)/earshot: Not a directory; "))
        #expect(say.errors.split(separator: "\n").count == 1, "\(say.errors)")
    }
}
