import AccessibilityModel
import AppFiles
import Foundation

/// Reads captures of real apps (any format of ``CaptureFormats``) into the model.
package enum CaptureReader {
    /// Reads one capture as a one-screen app. `name` names the file in diagnostics; the screen is
    /// `screenName`, or the file's base name.
    package static func read(
        data: Data, name: String, screenName: String? = nil
    ) throws(LoadError) -> CaptureImport {
        guard let format = CaptureFormats.format(of: data) else {
            throw LoadError(diagnostics: [
                Diagnostic(
                    .error, at: .start(of: name),
                    "not a capture Earshot reads (\(CaptureFormats.all.map(\.name).joined(separator: ", ")))")
            ])
        }
        let tree = try format.read(data: data, file: name)
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        let mapped = CaptureMapper(tree: tree, screenName: screenName ?? (base.isEmpty ? "screen" : base)).map()
        let root = tree.elements[0]
        let app = App(
            name: root.type == "Application" ? (root.label ?? root.identifier) : nil, screens: [mapped.screen])
        return try checked(
            CaptureImport(
                app: app, warnings: mapped.warnings, comments: [mapped.screen.name: mapped.comments],
                marks: [mapped.screen.name: mapped.marks]),
            file: name)
    }

    /// Several captures as one app, a screen each (named after the files, made unique).
    package static func read(
        files: [(data: Data, name: String)], appName: String? = nil
    ) throws(LoadError) -> CaptureImport {
        var screens: [Screen] = []
        var warnings: [Diagnostic] = []
        var comments: [String: [String: String]] = [:]
        var marks: [String: [String: SourceLocation]] = [:]
        var errors: [Diagnostic] = []
        var firstName: String?
        for file in files {
            let base = ((file.name as NSString).lastPathComponent as NSString).deletingPathExtension
            var screenName = base.isEmpty ? "screen" : base
            var number = 2
            while screens.contains(where: { $0.name == screenName }) {
                screenName = "\(base)-\(number)"
                number += 1
            }
            do {
                let one = try read(data: file.data, name: file.name, screenName: screenName)
                screens += one.app.screens
                warnings += one.warnings
                comments.merge(one.comments) { old, _ in old }
                marks.merge(one.marks) { old, _ in old }
                firstName = firstName ?? one.app.name
            } catch {
                errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw LoadError(diagnostics: errors + warnings) }
        return CaptureImport(
            app: App(name: appName ?? firstName, screens: screens), warnings: warnings, comments: comments,
            marks: marks)
    }

    /// The model of a capture's bytes, for fuzzing: any input either gives an app or throws.
    package static func read(data: Data) throws -> App {
        try read(data: data, name: "capture").app
    }

    /// The app checked as a screen file's is; its problems are placed at the capture's start.
    private static func checked(_ result: CaptureImport, file: String) throws(LoadError) -> CaptureImport {
        var result = result
        let issues = result.app.validate().map { issue in
            Diagnostic(
                issue.severity == .error ? .error : .warning, at: .start(of: file),
                issue.message)
        }
        result.warnings += issues.filter { $0.severity == .warning }
        let errors = issues.filter { $0.severity == .error }
        if !errors.isEmpty { throw LoadError(diagnostics: errors + result.warnings) }
        return result
    }
}
