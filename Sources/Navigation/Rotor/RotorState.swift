import AccessibilityModel

/// Where the rotor is turned, and where reading by setting has got to on the focused element.
///
/// VoiceOver turns the rotor to Adjust Value by itself on an adjustable element and to Actions on
/// an element with custom actions; turning it by hand overrides that until focus moves.
struct RotorState: Sendable, Hashable {
    /// The standard setting last turned to (kept while focus visits elements with their own).
    var standard: RotorSetting = .headings
    /// A setting turned to by hand on the focused element.
    var override: RotorSetting?
    /// The action picked with the actions setting: an index into the element's action names.
    var actionIndex: Int?
    /// The character or word last read on the focused element.
    var textCursor: Int?
    /// The link inside the focused element the Links setting last moved to: an index into
    /// ``NavigableScreen/innerLinks``.
    var linkCursor: Int?

    /// The setting in effect on `node`.
    func current(on node: ResolvedNode?) -> RotorSetting {
        override ?? node.flatMap(Self.contextual(on:)) ?? standard
    }

    /// The settings the rotor offers on `node`, in turning order.
    func available(on node: ResolvedNode?) -> [RotorSetting] {
        var settings = RotorSetting.standard
        if let node {
            if node.traits.contains(.adjustable) { settings.append(.adjustValue) }
            if !node.customActions.isEmpty { settings.append(.actions) }
        }
        return settings
    }

    /// Turns the rotor one setting on (or back) and returns the new setting.
    mutating func turn(forward: Bool, on node: ResolvedNode?) -> RotorSetting {
        let settings = available(on: node)
        let index = settings.firstIndex(of: current(on: node)) ?? 0
        let next = settings[(index + (forward ? 1 : settings.count - 1)) % settings.count]
        override = next
        if RotorSetting.standard.contains(next) { standard = next }
        actionIndex = nil
        textCursor = nil
        linkCursor = nil
        return next
    }

    /// Forgets what belonged to the element focus is leaving.
    mutating func focusMoved() {
        override = nil
        actionIndex = nil
        textCursor = nil
        linkCursor = nil
    }

    private static func contextual(on node: ResolvedNode) -> RotorSetting? {
        if node.traits.contains(.adjustable) { return .adjustValue }
        if !node.customActions.isEmpty { return .actions }
        return nil
    }
}
