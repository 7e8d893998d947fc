import Foundation

extension AccessibilityTraits {
    /// The traits named in a comma-separated list such as "button, notEnabled"; blank entries
    /// are ignored. Throws for the first name that is not a trait, suggesting the nearest one.
    package init(list: String) throws(UnknownTraitError) {
        self = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !name.isEmpty {
            guard let trait = AccessibilityTraits(name: name) else {
                let names = Self.named.map(\.name)
                throw UnknownTraitError(name: name, suggestion: names.nearest(to: name))
            }
            insert(trait)
        }
    }
}

/// A trait name that is not one of ``AccessibilityTraits/named``.
package struct UnknownTraitError: Error, Equatable, CustomStringConvertible {
    package var name: String
    /// The known name closest to `name`, when it looks like a typo.
    package var suggestion: String?

    package var description: String {
        if let suggestion { return "unknown trait '\(name)'; did you mean '\(suggestion)'?" }
        let names = AccessibilityTraits.named.map(\.name)
        return "unknown trait '\(name)'; traits are \(names.joined(separator: ", "))"
    }
}
