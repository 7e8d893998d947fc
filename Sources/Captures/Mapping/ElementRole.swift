import AccessibilityModel

/// What an element's type means to VoiceOver: its traits, the container it makes, whether it is
/// modal, and whether it is a control VoiceOver focuses even without a label. `docs/captures.md`
/// holds the table with its sources.
struct ElementRole {
    var traits: AccessibilityTraits = []
    var container: AccessibilityContainerType?
    var isModal = false
    /// Focused by the fallback rule (captures without `accessible`) even when unlabelled.
    var isControl = false
    /// Its value is a switch's state, said as On, Off or Mixed.
    var isSwitch: Bool { traits.contains(.switchButton) }

    /// The role of an element type (without the `XCUIElementType` prefix). Unknown types are
    /// plain views ("other"): never rejected.
    static func of(type: String) -> ElementRole {
        table[type] ?? ElementRole()
    }

    private static func control(_ traits: AccessibilityTraits) -> ElementRole {
        ElementRole(traits: traits, isControl: true)
    }

    private static let table: [String: ElementRole] = [
        "Button": control(.button), "ToolbarButton": control(.button), "MenuItem": control(.button),
        "MenuButton": control(.button), "PopUpButton": control(.button), "RadioButton": control(.button),
        "CheckBox": control(.button), "DisclosureTriangle": control(.button), "Tab": control([.button, .tabBarItem]),
        "Link": control(.link),
        "Image": ElementRole(traits: .image), "Icon": ElementRole(traits: .image),
        "SearchField": control(.searchField),
        "StaticText": ElementRole(traits: .staticText),
        "Switch": control([.button, .switchButton]), "Toggle": control([.button, .switchButton]),
        "Slider": control(.adjustable), "PickerWheel": control(.adjustable),
        "PageIndicator": control(.adjustable),
        "TextField": control(.textField), "TextView": control([.textField, .textArea]),
        "SecureTextField": control(.secureTextField),
        "Key": control(.keyboardKey),
        "ProgressIndicator": ElementRole(traits: .updatesFrequently),
        "ActivityIndicator": ElementRole(traits: .updatesFrequently),
        "TabBar": ElementRole(container: .tabBar),
        "SegmentedControl": ElementRole(container: .series),
        "Table": ElementRole(container: .list), "CollectionView": ElementRole(container: .list),
        "Alert": ElementRole(isModal: true), "Sheet": ElementRole(isModal: true),
    ]

    /// Traits VoiceOver knows that no `traits` attribute can write: they always come from the type.
    static let typeOnlyTraits: AccessibilityTraits = [
        .switchButton, .textField, .secureTextField, .isEditing, .backButton, .tabBarItem, .textArea,
    ]

    /// Types that are never one stop for VoiceOver: the app and its windows.
    static let neverFocused: Set<String> = ["Application", "Window"]
}
