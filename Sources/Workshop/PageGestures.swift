import Foundation
import Navigation

/// The gestures the page offers, written into it by the server: ``GestureList``'s names, the keys
/// of the phone and the gesture buttons, as JSON the script reads at start (`workshop.js`).
enum PageGestures {
    /// Where the page's HTML takes the list: the text of its `gesture-list` data block.
    static let placeholder = "GESTURE_LIST"

    /// `html` with the list in place of ``placeholder``: an object whose `gestures` are, in
    /// ``GestureList``'s order, each gesture's `name` (what the page sends), its `key` on the
    /// phone as the browser names it (`KeyboardEvent.key`, `Shift+` before it when pressed with
    /// Shift) and the label of its `button`, each of the last two only when it has one.
    static func writing(into html: String) -> String {
        let json = JSONObjectWriter.object { writer in
            writer.field("gestures", objects: GestureList.all) { writer, entry in
                writer.field("name", entry.name)
                if let key = entry.key { writer.field("key", key.browserKey) }
                if let button = entry.button { writer.field("button", button) }
            }
        }
        // Inside a script element, "</script>" in a string would end it.
        return html.replacingOccurrences(of: placeholder, with: json.replacingOccurrences(of: "<", with: #"\u003c"#))
    }
}

extension GestureKey {
    /// The key as a browser names it in `KeyboardEvent.key`, `Shift+` before it when it is
    /// pressed with Shift.
    var browserKey: String {
        switch self {
        case .left: "ArrowLeft"
        case .right: "ArrowRight"
        case .up: "ArrowUp"
        case .down: "ArrowDown"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Escape"
        case .tab: "Tab"
        case .shiftTab: "Shift+Tab"
        case .character(let character): String(character)
        }
    }
}
