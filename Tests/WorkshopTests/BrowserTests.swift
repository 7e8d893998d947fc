import Foundation
import TestSupport
import Testing

/// The workshop view in a real browser: two `earshot serve` processes (one on loopback showing a
/// screen file written here, one bound to 0.0.0.0 with its token) and headless Chromium driven
/// through WebDriver (Debian's `chromium`, `chromium-driver` and `python3-selenium`, installed by
/// `.ci/install-deps`). `Browser/check_workshop.py` presses keys and sees the focus ring move in
/// swipe order, hears speech arrive and be interrupted, sees a burst of keys show the server
/// busy, draws the curtain, follows the presenter from a second browser, breaks and mends the
/// file, is refused without the token, finds every control named and reachable by keyboard, and
/// sees each gesture's key and button the server wrote into the page send that gesture's name.
/// Both servers must then stop cleanly on SIGTERM.
@Suite struct BrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_workshop.py")

    /// The elements of ``screen`` in swipe order: named ones to step through, then paragraphs of
    /// some 2,600 characters each. espeak-ng renders speech hundreds of times faster than it is
    /// heard, so reading them all must be minutes of speech for a key press to land while the
    /// server is still synthesising it.
    static let labels =
        ["Workshop", "Alpha", "Bravo", "Charlie", "Delta", "Echo"]
        + (1...6).map { number in
            "Paragraph \(number). "
                + Array(
                    repeating: "Every participant listens to this sentence while the presenter moves on, "
                        + "and the next gesture cuts it short as it would on a phone.", count: 20
                ).joined(separator: " ")
        }

    /// A screen of one column: swipe order is top to bottom.
    static var screen: String {
        var text = "name: workshop\nelements:\n"
        for (index, label) in labels.enumerated() {
            let named = index < 6
            let y = named ? 60 + 50 * index : 360 + 60 * (index - 6)
            text += """
                  - accessibilityIdentifier: e\(index + 1)
                    accessibilityLabel: "\(label)"
                    accessibilityTraits: [\(index == 0 ? "header" : named ? "button" : "staticText")]
                    accessibilityFrame: [16, \(y), 361, \(named ? 44 : 50)]

                """
        }
        return text
    }

    @Test(.timeLimit(.minutes(5))) func theWorkshopWorksInChromium() throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", DebianPython.executable] {
            #expect(
                FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run .ci/install-deps")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("workshop.yaml")
        try Self.screen.write(to: file, atomically: true, encoding: .utf8)

        let loopback = try ServeProcess([file.path, "--port", "0"], in: folder)
        defer { loopback.stop() }
        let open = try ServeProcess(["--host", "0.0.0.0", "--port", "0"], in: folder)
        defer { open.stop() }
        #expect(loopback.url.hasPrefix("http://127.0.0.1:") && !loopback.url.contains("token="), "\(loopback.url)")
        #expect(open.url.contains("/?token="), "\(open.url)")

        let check = try DebianPython.run(
            Self.script,
            arguments: [
                loopback.url, file.path, Self.labels.joined(separator: "|"), open.url,
                String(loopback.process.processIdentifier),
            ])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("13 of 13 checks passed"), "\(check.output)\(check.errors)")

        // Both servers stop cleanly on SIGTERM (the loopback one was signalled by the script while
        // a page was connected to it).
        for server in [loopback, open] {
            let status = server.stop()
            let ending = status.map { "status \($0)" } ?? "a signal"
            #expect(status == 0, "earshot serve ended with \(ending): \(server.errorOutput)")
        }
    }
}
