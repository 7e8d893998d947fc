import Localization

/// An app: its screens, the screen it starts on, app-wide state and actions, and its strings.
public struct App: Hashable, Sendable {
    /// The app's name, as reports and the workshop show it.
    public var name: String?
    /// The screens, in the order they were declared.
    public var screens: [Screen] { didSet { positions = Self.positions(of: screens) } }
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
        positions = Self.positions(of: screens)
    }

    /// Each screen's index by name (the first screen of a name): finding a screen is a look-up,
    /// not a search through all of them, which going through an app's thousands of screens one
    /// by one (`earshot audit`) would make once a screen.
    private var positions: [String: Int]

    private static func positions(of screens: [Screen]) -> [String: Int] {
        Dictionary(screens.indices.map { (screens[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The screen with this name.
    public func screen(named name: String) -> Screen? {
        positions[name].map { screens[$0] }
    }

    /// The index in ``screens`` of the screen with this name: reading a part of `screens[index]`
    /// copies that part, not the whole screen.
    package func screenIndex(named name: String) -> Int? { positions[name] }

    /// The name of the screen shown first.
    package var startScreen: String? { initialScreen ?? screens.first?.name }
}
