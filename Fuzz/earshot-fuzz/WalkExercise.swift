import AppFiles
import Comparison
import Foundation
import Reporting

/// Reads bytes as a walk of `earshot compare`, in whichever format recognises them, and hears it
/// as the comparison does. Every input either reads, each step on a line of the input, or fails
/// with a located one-line error and the input-error status.
enum WalkExercise {
    static func run(_ data: Data) {
        // The command refuses a file that is not UTF-8 before any format sees it.
        guard let text = String(data: data, encoding: .utf8) else { return }
        let lines = text.unicodeScalars.count { $0 == "\n" } + 1
        do {
            let walk = try WalkFormats.read(text, file: "fuzz.walk")
            if let step = walk.steps.first(where: { !(1...lines).contains($0.line) }) {
                fatalError("a step is on line \(step.line) of \(lines)")
            }
            _ = Hearing(walk, appNames: ["Fuzz"])
        } catch {
            let diagnostic = Diagnostic(.error, at: error.location, error.message)
            ScreenFileExercise.check(diagnostic)
            if error.location.file != "fuzz.walk" || error.location.line > lines {
                fatalError("the error is not in the input: \(error.description.prefix(500))")
            }
            if error.exitStatus != .inputError { fatalError("the error ends with \(error.exitStatus)") }
        }
    }
}
