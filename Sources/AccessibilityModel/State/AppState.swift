import Localization

/// The running state of an app: the navigation stack and every variable's value.
///
/// A session's `state` tells a test what an action changed: ``currentScreen`` after a push,
/// a dismiss or a `goTo`, and ``value(of:)`` after a `set`, a `toggle` or a step.
public struct AppState: Hashable, Sendable {
    /// One screen on the navigation stack, with its variables' values.
    package struct Entry: Hashable, Sendable {
        package enum Presentation: String, Hashable, Sendable {
            /// The first screen (or one reached with `goTo` at the bottom).
            case root
            /// Pushed on a navigation stack: `back` pops it.
            case pushed
            /// Presented modally: `dismiss` removes it.
            case presented
        }

        package var screen: String
        package var presentation: Presentation
        package var values: [String: StateValue]
    }

    package internal(set) var stack: [Entry]
    package internal(set) var appValues: [String: StateValue]

    /// The state an app starts in: its start screen, every variable at its initial value.
    package init(app: App) {
        appValues = Dictionary(app.variables.map { ($0.name, $0.initial) }, uniquingKeysWith: { first, _ in first })
        stack = []
        if let start = app.startScreen, let entry = Self.entry(for: start, presentation: .root, in: app) {
            stack = [entry]
        }
    }

    static func entry(for name: String, presentation: Entry.Presentation, in app: App) -> Entry? {
        guard let index = app.screenIndex(named: name) else { return nil }
        let variables = app.screens[index].variables
        let values =
            variables.isEmpty
            ? [:] : Dictionary(variables.map { ($0.name, $0.initial) }, uniquingKeysWith: { first, _ in first })
        return Entry(screen: name, presentation: presentation, values: values)
    }

    /// Shows `screen` as the only screen on the navigation stack, with its variables at their
    /// initial values; app-wide variables keep theirs. Does nothing, and returns false, when the
    /// app has no such screen.
    @discardableResult
    package mutating func reset(to screen: String, in app: App) -> Bool {
        guard let entry = Self.entry(for: screen, presentation: .root, in: app) else { return false }
        stack = [entry]
        return true
    }

    /// The name of the visible screen (the top of the navigation stack); nil when the app's
    /// start screen does not exist.
    public var currentScreen: String? { stack.last?.screen }

    /// A variable's value as the visible screen sees it (its own variable, else the app's); nil
    /// when neither declares it.
    public func value(of name: String) -> StateValue? {
        stack.last?.values[name] ?? appValues[name]
    }

    /// Sets a variable as the visible screen sees it. Returns why not when the name is unknown or
    /// the value does not fit (it is converted where unambiguous, e.g. "3" to 3).
    @discardableResult
    package mutating func setValue(_ value: StateValue, of name: String, in app: App) -> String? {
        guard let (variable, scope) = variable(named: name, entry: stack.count - 1, in: app) else {
            return "there is no variable '\(name)' on this screen or in the app"
        }
        guard let converted = variable.coerce(value) else {
            return variable.problem(with: value) ?? "'\(value)' does not fit \(variable.kind.name) variable '\(name)'"
        }
        store(converted, for: name, scope: scope)
        return nil
    }

    enum Scope {
        case screen(Int)
        case app
    }

    func variable(named name: String, entry: Int, in app: App) -> (Variable, Scope)? {
        if stack.indices.contains(entry), let screen = app.screen(named: stack[entry].screen),
            let variable = screen.variables.first(where: { $0.name == name })
        {
            return (variable, .screen(entry))
        }
        return app.variables.first { $0.name == name }.map { ($0, .app) }
    }

    mutating func store(_ value: StateValue, for name: String, scope: Scope) {
        switch scope {
        case .screen(let entry): stack[entry].values[name] = value
        case .app: appValues[name] = value
        }
    }
}
