import Foundation
import Testing

/// Earshot installed under a prefix by `scripts/install`, started through `PATH` from a folder
/// that has nothing to do with the checkout, as a user runs it from their own project.
///
/// The test installs the executable it was built with (`--from`), so it needs no release build;
/// CI's `.ci/run` installs a release build the same way.
@Suite struct InstallTests {
    @Test func installedEarshotWorksFromAnyDirectory() throws {
        let root = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix")
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)

        let install = try Earshot.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                Earshot.checkout.appendingPathComponent("scripts/install").path, "--prefix", prefix.path,
                "--from", Earshot.executable.deletingLastPathComponent().path,
            ])
        #expect(install.status == 0, "\(install.errors)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix.path + "/bin/earshot"))
        for file in ["share/earshot/voices/en-US.yaml", "share/earshot/samples/app.yaml"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        try """
        name: home
        elements:
          - accessibilityLabel: Add
            accessibilityTraits: [button]
            accessibilityFrame: [0, 0, 100, 44]

        """.write(to: project.appendingPathComponent("home.yaml"), atomically: true, encoding: .utf8)

        // Through PATH: the executable's argv[0] is a bare name, and the working directory is
        // the user's.
        func shell(_ command: String) throws -> Earshot.Run {
            let path = prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"
            return try Earshot.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", command],
                environment: ["PATH": path, "EARSHOT_HOME": ""], in: project)
        }
        let say = try shell("earshot say 'hello there' --no-audio --out hello.wav")
        #expect(say.status == 0, "\(say.errors)")
        #expect(say.errors.hasPrefix("wrote hello.wav ("))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("hello.wav").path))

        let transcript = try shell("earshot transcript home.yaml --locale ru")
        #expect(transcript.status == 0, "\(transcript.errors)")
        #expect(transcript.output == "Add. Кнопка.\n")

        let repl = try shell("printf 'next\\nnext\\n' | earshot --no-audio")
        #expect(repl.status == 0, "\(repl.errors)")
        #expect(repl.output.hasPrefix("[screen changed] Earshot Samples. Heading.\nWeather. Button. List Start.\n"))
    }
}
