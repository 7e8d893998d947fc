import Localization
import Reporting

extension PluralNesting.Problem {
    /// The variable a diagnostic points at: the first of a cycle. Nil for too many variables,
    /// said of the whole entry.
    var variable: String? {
        if case .cycle(let names) = self { names.first } else { nil }
    }

    /// The problem as a diagnostic of the entry `key` says it.
    func message(key: String) -> String {
        switch self {
        case .cycle(let names):
            "the plural variables of '\(key.quotedForMessage())' use each other in a cycle, "
                + names.map { $0.quotedForMessage() }.joined(separator: " → ")
                + "; a variable's forms cannot lead back to it"
        case .tooMany:
            "'\(key.quotedForMessage())' may format more than \(PluralNesting.maximumFormatted) plural variables, "
                + "nested ones counted (PluralNesting.maximumFormatted); use fewer %#@name@ in its forms"
        }
    }
}
