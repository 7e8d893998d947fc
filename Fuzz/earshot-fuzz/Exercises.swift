import AccessibilityModel
import AppFiles
import Foundation
import Localization

@testable import ScreenFiles

/// Loads a screen file, writes it back as JSON, then resolves its first screen and performs
/// every action on every element once, as a user of the REPL could.
enum ScreenFileExercise {
    /// Elements acted on per input, so that one input stays fast.
    static let maximumElementsActedOn = 32

    static func run(_ data: Data, name: String) {
        guard let app = load(data, name: name) else { return }
        _ = ScreenFileWriter.json(app)
        var state = AppState(app: app)
        guard var screen = app.resolve(state, locale: "en") else { return }
        let actions: [AccessibilityAction] = [.activate, .increment, .decrement, .escape, .magicTap, .scroll(.down)]
        for node in screen.nodes.prefix(maximumElementsActedOn) {
            for action in actions + node.customActions.map(AccessibilityAction.custom) {
                let outcome = state.perform(action, on: node.id, in: screen, of: app)
                if outcome.stateChanged, let next = app.resolve(state, locale: "en") { screen = next }
            }
        }
    }

    /// The app in a screen file, or nil after checking the form of every diagnostic.
    static func load(_ data: Data, name: String) -> App? {
        do {
            let result = try ScreenFileLoader.load(data: data, name: name)
            result.warnings.forEach(check)
            return result.app
        } catch {
            error.diagnostics.forEach(check)
            return nil
        }
    }

    static func check(_ diagnostic: Diagnostic) {
        if let problem = diagnostic.formProblem { fatalError("\(problem): \(diagnostic.description.prefix(500))") }
    }
}

/// Parses text as a template and as a condition, and evaluates what parses.
enum TemplateExercise {
    static func run(_ text: String) {
        let context = EvaluationContext(
            screenValues: ["x": .int(3), "s": .string("text"), "flag": .bool(true)], appValues: [:],
            strings: Localizations().strings(for: "ru"))
        if let template = try? Template(parsing: text) { _ = template.evaluate(in: context) }
        if let condition = try? Condition(parsing: text) { _ = condition.evaluate(in: context) }
    }
}

/// Reads a strings table of one format.
enum StringTableExercise {
    static func run(_ data: Data, format: StringTableFormat) {
        let log = DiagnosticLog()
        _ = StringTableLoader(log: log, displayPath: \.path).read(
            data, format: format, file: URL(fileURLWithPath: "/fuzz/en.lproj/Localizable"))
        log.diagnostics.forEach(ScreenFileExercise.check)
    }
}
