/// The key that performs a gesture on a keyboard, the same in the REPL's key mode and on the
/// workshop's phone; each front end reads it as its own kind of key.
package enum GestureKey: Hashable, Sendable {
    case left, right, up, down
    case home, end
    case enter, escape
    case tab, shiftTab
    /// A printable character, as typed without Shift ("m").
    case character(Character)

    /// How help names the key: arrows as arrows ("→"), the others by name ("Shift-Tab", "m").
    package var symbol: String {
        switch self {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Escape"
        case .tab: "Tab"
        case .shiftTab: "Shift-Tab"
        case .character(let character): String(character)
        }
    }
}
