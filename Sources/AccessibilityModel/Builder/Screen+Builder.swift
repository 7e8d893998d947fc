import Localization

extension Screen {
    /// A screen built in code; see ``Element`` for the element modifiers.
    public init(
        _ name: String, title: Template? = nil, device: Device = .phone, size: AccessibilitySize? = nil,
        layoutDirection: LayoutDirection = .leftToRight, variables: [Variable] = [],
        @ElementBuilder elements: () -> [Element]
    ) {
        self.init(
            name: name, title: title, device: device, size: size, layoutDirection: layoutDirection,
            variables: variables, elements: elements())
    }

    public func onEscape(_ effects: Effect...) -> Screen { with { $0.actions.escape = effects } }
    public func onMagicTap(_ effects: Effect...) -> Screen { with { $0.actions.magicTap = effects } }
    /// An explicit reading order of the screen's elements, by identifier.
    public func order(_ identifiers: String...) -> Screen {
        with { $0.accessibilityElements = identifiers.map { .reference($0) } }
    }
}

extension App {
    /// An app built in code from its screens; the first screen starts unless `initialScreen` names another.
    public init(
        _ name: String? = nil, initialScreen: String? = nil, variables: [Variable] = [],
        localizations: Localizations = Localizations(), @ScreenBuilder screens: () -> [Screen]
    ) {
        self.init(
            name: name, screens: screens(), initialScreen: initialScreen, variables: variables,
            localizations: localizations)
    }

    public func onEscape(_ effects: Effect...) -> App { with { $0.actions.escape = effects } }
    public func onMagicTap(_ effects: Effect...) -> App { with { $0.actions.magicTap = effects } }
}
