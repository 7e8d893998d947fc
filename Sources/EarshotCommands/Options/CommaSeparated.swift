import ArgumentParser
import Reporting

/// A list option's value: names separated by commas (`--locale en-US,ru`). Every list option of
/// the command line takes its values so and may also be repeated (`--locale en-US --locale ru`);
/// ``joined(_:)`` puts the lists together.
struct CommaSeparated<Value: ExpressibleByArgument & Equatable>: ParsedArgument {
    var values: [Value]

    init(parsing text: String) throws {
        values = try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                throw ValidationError("a name is missing: give names separated by single commas, such as a,b")
            }
            guard let value = Value(argument: name) else {
                let choices = Value.allValueStrings
                throw ValidationError(
                    "no '\(name.quotedForMessage())'"
                        + (choices.isEmpty ? "" : "; the choices are \(choices.joined(separator: ", "))"))
            }
            return value
        }
    }

    static var allValueStrings: [String] { Value.allValueStrings }

    /// The values of every list given, in order, each once.
    static func joined(_ lists: [Self]) -> [Value] {
        var joined: [Value] = []
        for value in lists.flatMap(\.values) where !joined.contains(value) {
            joined.append(value)
        }
        return joined
    }
}
