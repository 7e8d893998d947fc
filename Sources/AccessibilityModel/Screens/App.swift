import Localization

/// An app: its screens, the screen it starts on, app-wide state and actions, and its strings.
public struct App: Hashable, Sendable {
    /// The app's name, as reports and the workshop show it.
    public var name: String?
    /// The screens, in the order they were declared.
    public var screens: [Screen]
    /// The screen shown first; nil means the first screen.
    public var initialScreen: String?
    /// Variables shared by every screen (a screen's own variable of the same name shadows one).
    public var variables: [Variable]
    /// App-wide escape and magic tap, used when nothing on the screen handles them.
    public var actions: ActionHandlers
    /// The app's strings per locale, which `@key` in a template looks up in the session's locale.
    public var localizations: Localizations

    public init(
        name: String? = nil, screens: [Screen], initialScreen: String? = nil, variables: [Variable] = [],
        actions: ActionHandlers = .none, localizations: Localizations = Localizations()
    ) {
        self.name = name
        self.screens = screens
        self.initialScreen = initialScreen
        self.variables = variables
        self.actions = actions
        self.localizations = localizations
    }

    /// The screen with this name.
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    /// The name of the screen shown first.
    package var startScreen: String? { initialScreen ?? screens.first?.name }
}
