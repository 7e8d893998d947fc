import AppFiles
import Foundation
import ScreenFiles

/// A screen file in an app's folder whose includes, screenshots and strings tables name any
/// path: `..`, absolute paths, links out of the folder, named pipes. The load ends (a pipe
/// would hang it), and nothing outside the folder is read: no diagnostic and no screen holds
/// the text every file outside holds.
enum ConfinementExercise {
    static func run(_ data: Data) {
        let url = FuzzSandbox.app.appendingPathComponent("fuzz.yaml")
        let diagnostics: [Diagnostic]
        do {
            let loaded = try ScreenFileLoader.load(data: data, url: url)
            diagnostics = loaded.warnings
            let written = ScreenFileWriter.json(loaded.app)
            if written.contains(FuzzSandbox.secret) { fatalError("a file outside the app's folder was read") }
        } catch {
            diagnostics = error.diagnostics
        }
        for diagnostic in diagnostics {
            ScreenFileExercise.check(diagnostic)
            if diagnostic.description.contains(FuzzSandbox.secret) {
                fatalError("a diagnostic quotes a file outside the app's folder: \(diagnostic)")
            }
        }
    }

    /// Screen files naming each kind of path there is in the sandbox.
    static let seeds: [Data] = [
        "part.yaml", "../outside/secret.yaml", "out.yaml", "abs.yaml", "loop.yaml", "fifo.yaml", "sub/deeper.yaml",
        "sub/../../outside/secret.yaml", "/etc/passwd", "./././part.yaml", "x.lproj/Localizable.strings",
    ].flatMap { path in
        [
            "screens:\n  - include: \(path)\n",
            "screens:\n  - name: s\n    screenshot: \(path)\n    elements: []\n",
            "screens:\n  - name: s\n    screenshot: fifo.png\n    elements:\n      - {accessibilityLabel: \"@k\"}\n  - include: \(path)\n",
        ].map { Data($0.utf8) }
    }
}
