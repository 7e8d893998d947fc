import Foundation

/// A folder of this process's own under the temporary directory, made once, for the targets
/// that work on files: `app/` holds what a screen file may read, `outside/` what it must never
/// read (every file there holds ``secret``).
enum FuzzSandbox {
    /// Text in every file outside the app's folder: no diagnostic or loaded app may hold it.
    static let secret = "SECRET-OUTSIDE-THE-APP"

    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-fuzz-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let app = root.appendingPathComponent("app")
        let outside = root.appendingPathComponent("outside")
        let files: [(String, String)] = [
            ("outside/secret.yaml", "screens:\n  - name: \(secret)\n    elements: []\n"),
            ("outside/x.lproj/Localizable.strings", "\"k\" = \"\(secret)\";\n"),
            ("app/part.yaml", "screens:\n  - name: part\n    elements:\n      - {accessibilityLabel: Part}\n"),
            ("app/en.lproj/Localizable.strings", "\"k\" = \"Key\";\n"),
            ("app/sub/deeper.yaml", "screens:\n  - include: ../part.yaml\n"),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
        let links = [
            ("app/out.yaml", "../outside/secret.yaml"), ("app/x.lproj", "../outside/x.lproj"),
            ("app/abs.yaml", outside.appendingPathComponent("secret.yaml").path), ("app/loop.yaml", "loop.yaml"),
        ]
        for (path, destination) in links {
            try? FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        mkfifo(app.appendingPathComponent("fifo.yaml").path, 0o600)
        mkfifo(app.appendingPathComponent("fifo.png").path, 0o600)
        atexit { try? FileManager.default.removeItem(at: FuzzSandbox.root) }
        return root
    }()

    static var app: URL { root.appendingPathComponent("app") }
}
