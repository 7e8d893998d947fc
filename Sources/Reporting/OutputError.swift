/// A file that could not be written, and why.
package struct OutputError: StatusReporting, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var exitStatus: ExitStatus { .outputError }
    package var description: String { "cannot write \(path): \(reason)" }
}
