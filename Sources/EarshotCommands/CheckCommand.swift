import AccessibilityModel
import AppFiles
import AppLoading
import ArgumentParser
import Foundation
import Reporting

/// `earshot check FILE...`: loads screen files and reports every problem, or one line per screen.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen files: print each problem as file:line:column, or a summary of each screen.",
        discussion: """
            Exits 1 when a file has problems, 65 when a file cannot be read at all.

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "Screen files (YAML or JSON).")
    var files: [String]

    func run() throws {
        var status = ExitStatus.success
        for file in files {
            let result: LoadedApp
            do throws(LoadError) {
                result = try AppSource.load(url: InputFile.url(file))
            } catch {
                for diagnostic in error.diagnostics { Edge.standardError(diagnostic.description) }
                // A file that cannot be read is an input error; problems in one are findings.
                if !FileManager.default.isReadableFile(atPath: file) {
                    status = .inputError
                } else if status == .success {
                    status = .findings
                }
                continue
            }
            for warning in result.warnings { Edge.standardError(warning.description) }
            try Edge.output(result.app.screens.map { "\(file): \(Self.summary(of: $0, in: result.app))\n" }.joined())
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// "screen 'home' (phone, 393×852 pt, leftToRight): 14 elements, 2 variables, en ru zh-Hans"
    static func summary(of screen: Screen, in app: App) -> String {
        func count(_ elements: [Element]) -> Int {
            elements.reduce(0) { $0 + 1 + count($1.children) }
        }
        let size = screen.effectiveSize
        let elements = count(screen.rootElement.children)
        var parts = ["\(elements) element\(elements == 1 ? "" : "s")"]
        let variables = screen.variables.count
        if variables > 0 { parts.append("\(variables) variable\(variables == 1 ? "" : "s")") }
        if !app.localizations.tables.isEmpty {
            parts.append(app.localizations.localizationNames.joined(separator: " "))
        }
        let dimensions = "\(size.width.messageText)×\(size.height.messageText) pt"
        return
            "screen '\(screen.name)' (\(screen.device.rawValue), \(dimensions), \(screen.layoutDirection.rawValue)): "
            + parts.joined(separator: ", ")
    }
}
