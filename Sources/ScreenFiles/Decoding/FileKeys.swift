/// The keys a screen file accepts in each kind of mapping: the canonical UIAccessibility names,
/// and short aliases.
enum FileKeys {
    struct Table {
        /// Canonical name → aliases.
        let keys: [(canonical: String, aliases: [String])]
        let lookup: [String: String]

        init(_ keys: [(String, [String])]) {
            self.keys = keys.map { (canonical: $0.0, aliases: $0.1) }
            var lookup: [String: String] = [:]
            for (canonical, aliases) in keys {
                lookup[canonical] = canonical
                for alias in aliases { lookup[alias] = canonical }
            }
            self.lookup = lookup
        }

        var allNames: [String] { keys.flatMap { [$0.canonical] + $0.aliases } }

        func merged(with other: Table) -> Table {
            Table(keys.map { ($0.canonical, $0.aliases) } + other.keys.map { ($0.canonical, $0.aliases) })
        }
    }

    static let element = Table([
        ("accessibilityIdentifier", ["identifier", "id"]),
        ("isAccessibilityElement", ["isElement"]),
        ("accessibilityLabel", ["label"]),
        ("accessibilityValue", ["value"]),
        ("accessibilityHint", ["hint"]),
        ("accessibilityFrame", ["frame"]),
        ("accessibilityActivationPoint", ["activationPoint"]),
        ("accessibilityLanguage", ["language"]),
        ("accessibilityTraits", ["traits"]),
        ("accessibilityElementsHidden", ["hidden"]),
        ("accessibilityViewIsModal", ["modal"]),
        ("accessibilityContainerType", ["containerType"]),
        ("accessibilityRowCount", ["rowCount"]),
        ("accessibilityColumnCount", ["columnCount"]),
        ("accessibilityRowRange", ["rowRange"]),
        ("accessibilityColumnRange", ["columnRange"]),
        ("accessibilityRowHeaderElements", ["rowHeaders"]),
        ("accessibilityColumnHeaderElements", ["columnHeaders"]),
        ("accessibilityCustomActions", ["customActions"]),
        ("accessibilityScrollStatus", ["scrollStatus"]),
        ("subviews", ["children"]),
        ("accessibilityElements", []),
    ]).merged(with: actions)

    static let actions = Table([
        ("accessibilityActivate", ["activate"]),
        ("accessibilityIncrement", ["increment"]),
        ("accessibilityDecrement", ["decrement"]),
        ("accessibilityPerformEscape", ["escape"]),
        ("accessibilityPerformMagicTap", ["magicTap"]),
        ("accessibilityScroll", ["scroll"]),
    ])

    /// Escape and magic tap: the actions a screen or the app may handle.
    static let sharedActions = Table([
        ("accessibilityPerformEscape", ["escape"]),
        ("accessibilityPerformMagicTap", ["magicTap"]),
    ])

    static let screen = Table([
        ("name", []),
        ("title", []),
        ("device", []),
        ("size", []),
        ("layoutDirection", []),
        ("accessibilityLanguage", ["language"]),
        ("variables", []),
        ("elements", ["subviews"]),
        ("accessibilityElements", []),
    ]).merged(with: sharedActions)

    static let app = Table([
        ("$schema", []),
        ("name", []),
        ("developmentLanguage", []),
        ("initialScreen", []),
        ("variables", []),
        ("strings", []),
        ("screens", []),
    ]).merged(with: sharedActions)

    /// A file with one screen: the screen's keys and the app's.
    static let singleScreen = Table([
        ("$schema", []),
        ("developmentLanguage", []),
        ("strings", []),
    ]).merged(with: screen)

    static let variable = Table([
        ("type", []), ("initial", []), ("min", []), ("max", []), ("step", []), ("options", []),
    ])

    static let customAction = Table([("name", []), ("perform", [])])
}
