/// UIAccessibilityTraits: the eighteen public traits (iOS 17 added `toggleButton`), plus the private states VoiceOver speaks
/// (switch button, text field, secure text field, editing, back button, tab bar item, text area).
///
/// Each trait has the name used in screen files and on the command line (`name`), which matches
/// UIKit's (`UIAccessibilityTraits.searchField` is `searchField`).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = Self(rawValue: 1 << 0)
    public static let link = Self(rawValue: 1 << 1)
    public static let header = Self(rawValue: 1 << 2)
    public static let searchField = Self(rawValue: 1 << 3)
    public static let image = Self(rawValue: 1 << 4)
    public static let selected = Self(rawValue: 1 << 5)
    public static let playsSound = Self(rawValue: 1 << 6)
    public static let keyboardKey = Self(rawValue: 1 << 7)
    public static let staticText = Self(rawValue: 1 << 8)
    public static let summaryElement = Self(rawValue: 1 << 9)
    public static let notEnabled = Self(rawValue: 1 << 10)
    public static let updatesFrequently = Self(rawValue: 1 << 11)
    public static let startsMediaSession = Self(rawValue: 1 << 12)
    public static let adjustable = Self(rawValue: 1 << 13)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 14)
    public static let causesPageTurn = Self(rawValue: 1 << 15)
    public static let tabBar = Self(rawValue: 1 << 16)
    /// iOS 17's toggle button: VoiceOver speaks it as a switch ("Switch Button.", its value 1, 0
    /// or 2 as On, Off or Mixed, "Double tap to toggle setting."), with or without the button
    /// trait (``spoken``).
    public static let toggleButton = Self(rawValue: 1 << 17)

    // States VoiceOver knows beyond the public set.
    /// A UISwitch: "Switch Button." (with the button trait), its value (1, 0 or 2) said as On,
    /// Off or Mixed.
    public static let switchButton = Self(rawValue: 1 << 20)
    /// A text field: "Text Field.".
    public static let textField = Self(rawValue: 1 << 21)
    /// A secure text field: "Secure Text Field.".
    public static let secureTextField = Self(rawValue: 1 << 22)
    /// A text field being edited: "Is editing." after its trait.
    public static let isEditing = Self(rawValue: 1 << 23)
    /// A navigation bar's back button: "Back Button.".
    public static let backButton = Self(rawValue: 1 << 24)
    /// An item of a tab bar: "Tab.".
    public static let tabBarItem = Self(rawValue: 1 << 25)
    /// A text area: a text field of several lines (UITextView, SwiftUI's `TextEditor`; UIKit's
    /// private text-area trait). It says "Text Field." as any text field; its hint adds the
    /// rotor's misspelled words: "Double tap to edit. Use the rotor to access Misspelled Words".
    public static let textArea = Self(rawValue: 1 << 26)

    /// Every single trait with its file name, in declaration order.
    package static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField),
        ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("adjustable", .adjustable), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
        ("switchButton", .switchButton), ("textField", .textField),
        ("secureTextField", .secureTextField), ("isEditing", .isEditing),
        ("backButton", .backButton), ("tabBarItem", .tabBarItem), ("textArea", .textArea),
    ]

    /// The trait with this name, or nil.
    package init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The traits as VoiceOver speaks them: a toggle button is a switch with the button trait.
    public var spoken: AccessibilityTraits {
        contains(.toggleButton) ? union([.switchButton, .button]) : self
    }

    /// The names of the traits in this set, in declaration order (`["button", "selected"]`).
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }
}
