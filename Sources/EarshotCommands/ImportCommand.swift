import AppFiles
import ArgumentParser
import Captures
import FileWriting
import Foundation
import Reporting
import ScreenFiles

/// `earshot import CAPTURE…`: captures of real apps as one screen file people can edit.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Turn captured accessibility trees (Appium/WebDriverAgent page sources, XCUITest dumps as printed or as lldb quotes them, idb's and AXe's JSON) into a screen file.",
        discussion: """
            Each capture becomes a screen named after its file, with labels, values, frames and \
            traits as found, stable identifiers, and a comment on each element saying what it was \
            imported from. What is approximate is printed as warnings. docs/captures.md has the \
            mapping. Example:
              earshot import settings.xml wifi.xml --out settings.yaml --name Settings
            """)

    @Argument(
        help:
            "Captures, each in one of these formats, told apart by its content: \(CaptureFormats.all.map(\.name).joined(separator: ", "))."
    )
    var captures: [String]

    @Option(help: ArgumentHelp("Write the screen file here (default: standard output).", valueName: "app.yaml"))
    var out: String?

    @Option(help: "The app's name (default: the captured application's label).")
    var name: String?

    func run() throws {
        var files: [(data: Data, name: String)] = []
        var unreadable: [Diagnostic] = []
        for path in captures {
            do {
                files.append((try InputFile.read(InputFile.url(path), streams: true), path))
            } catch {
                unreadable += LoadError(reading: error).diagnostics
            }
        }
        let result: CaptureImport
        do throws(LoadError) {
            guard unreadable.isEmpty else { throw LoadError(diagnostics: unreadable) }
            result = try CaptureReader.read(files: files, appName: name)
        } catch {
            for diagnostic in error.diagnostics { Edge.standardError(diagnostic.description) }
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        for warning in result.warnings { Edge.standardError(warning.description) }
        let header = "# Imported by `earshot import` from \(captures.joined(separator: ", ")); edit freely.\n"
        let text = header + ScreenFileWriter.yaml(result.app, comments: result.comments)
        guard let out else {
            // Every control the YAML holds is in a double-quoted string, which reads JSON's escapes.
            try Edge.output(text, as: .json)
            return
        }
        do {
            let target = URL(fileURLWithPath: out)
            try OutputTarget.checkFile(target, notOneOf: captures.map(InputFile.url))
            try AtomicFile.write(text, to: target)
        } catch {
            Edge.warn(error.description)
            throw ExitCode(ExitStatus.outputError.rawValue)
        }
        let elements = result.comments.values.reduce(0) { $0 + $1.count }
        Edge.standardError(
            "wrote \(out): \(result.app.screens.count) screen\(result.app.screens.count == 1 ? "" : "s"), \(elements) elements"
        )
    }
}
