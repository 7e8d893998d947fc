import AccessibilityModel

/// What Tab offers after a command's name, declared with the command in ``CommandCatalog``.
enum ArgumentCompletion: Sendable {
    /// Nothing to complete.
    case nothing
    /// Fixed words by position: the first word after the command from the first list, the second
    /// from the second; past the lists, nothing.
    case words([[String]])
    /// The first word from `words`, then a file name (which the line editor completes).
    case wordThenFile([String])
    /// A file name, completed by the line editor.
    case file
    /// One of the app's screens, or reachable elements by label or identifier; names may hold
    /// spaces.
    case screens, elements
    case locales
    /// A command's name (for `help`).
    case commandName
    /// `say`'s options, and trait names after `--traits`.
    case sayOptions
}

extension CommandSpec {
    /// The command with its arguments completed as `completion` says.
    func completing(_ completion: ArgumentCompletion) -> CommandSpec {
        var spec = self
        spec.completion = completion
        return spec
    }
}
