import Navigation

/// A key press as key mode sees it, decoded from the bytes a terminal sends.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case enter
    /// A bare Escape: `ESC` with nothing after it within the escape timeout.
    case escape
    case space
    case backspace
    /// A printable character other than space.
    case character(Character)
    /// Ctrl with a letter: `control("c")` is Ctrl-C (byte 3).
    case control(Character)
    /// An escape sequence key mode does not know, kept for the "does nothing" message.
    case unknown(String)

    /// How the key is named in help and messages: "Right", "Shift-Tab", "Ctrl-C", "m".
    var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .insert: "Insert"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Escape"
        case .space: "Space"
        case .backspace: "Backspace"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .unknown(let sequence): sequence
        }
    }
}

extension Key {
    /// The terminal's key for a gesture's key.
    init(_ key: GestureKey) {
        self =
            switch key {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            case .home: .home
            case .end: .end
            case .enter: .enter
            case .escape: .escape
            case .tab: .tab
            case .shiftTab: .backTab
            case .character(let character): .character(character)
            }
    }
}
