/// How the plural variables of a strings-table entry use one another. A variable's forms may use
/// more variables (`%#@b@` in a form of `a`), each formatted in turn with the form for its own
/// argument, as Foundation does. A variable whose forms lead back to it could never be
/// formatted, and a lookup formats at most ``maximumFormatted`` variables, so that nesting,
/// however deep or wide, is bounded.
package enum PluralNesting {
    /// The most plural variables one lookup formats, nested ones counted; a variable past them
    /// formats as nothing. A table entry that could format more is an error when it is read.
    package static let maximumFormatted = 64

    /// What is wrong with how an entry's variables use one another.
    package enum Problem: Error, Equatable {
        /// A variable whose forms lead back to it: its name, the variables on the way, and its
        /// name again (`["a", "b", "a"]`).
        case cycle([String])
        /// A lookup could format more than ``maximumFormatted`` variables.
        case tooMany
    }

    /// What is wrong with the variables of `format`, given by `variables`, or nil when every
    /// lookup formats at most ``maximumFormatted`` of them. A variable that has no forms formats
    /// as nothing and is not counted.
    package static func problem(format: FormatString, variables: [String: PluralForms]) -> Problem? {
        var walk = Walk(variables: variables)
        do throws(Problem) {
            _ = try walk.count(format.pluralVariables)
            return nil
        } catch {
            return error
        }
    }

    /// A depth-first walk of the variables, each counted once: it goes no deeper than
    /// ``maximumFormatted`` variables, since each one on the way is formatted.
    private struct Walk {
        let variables: [String: PluralForms]
        /// The variables formatted, at most, for each variable counted.
        var counts: [String: Int] = [:]
        /// The variables being counted, the outermost first.
        var path: [String] = []

        /// The most variables formatted for `names`, in the order a form names them.
        mutating func count(_ names: [String]) throws(Problem) -> Int {
            var total = 0
            for name in names {
                total += try count(name)
                if total > maximumFormatted { throw .tooMany }
            }
            return total
        }

        /// The most variables formatted for `name`: itself, and those of its largest form.
        mutating func count(_ name: String) throws(Problem) -> Int {
            if let count = counts[name] { return count }
            if let start = path.firstIndex(of: name) { throw .cycle(Array(path[start...]) + [name]) }
            guard let forms = variables[name] else { return 0 }
            guard path.count < maximumFormatted else { throw .tooMany }
            path.append(name)
            var largest = 0
            for category in PluralCategory.allCases {
                guard let form = forms.forms[category] else { continue }
                largest = max(largest, try count(form.pluralVariables))
            }
            path.removeLast()
            let count = 1 + largest
            if count > maximumFormatted { throw .tooMany }
            counts[name] = count
            return count
        }
    }
}
