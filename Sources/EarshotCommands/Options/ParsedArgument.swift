import ArgumentParser

/// A command-line value that says what is wrong with a bad one. Options of such a type are
/// declared with `transform: T.init(parsing:)`, so that the usage error carries the reason
/// (`The value '3/2' is invalid for '--shard <I/N>': …`) rather than only the value.
protocol ParsedArgument: ExpressibleByArgument {
    /// Parses a value, or throws a `ValidationError` that says why it is not one.
    init(parsing text: String) throws
}

extension ParsedArgument {
    init?(argument: String) {
        try? self.init(parsing: argument)
    }
}
