/// Every gesture a front end offers, each once: its name, the iPhone gesture and what it does,
/// its key and its button. The REPL takes its commands, key mode's keys and their help from this
/// list, the workshop the names a page sends, the page's keys and its buttons; a gesture added
/// to ``Gesture`` gets its entry here.
///
/// Touch exploration is not in the list: it takes a point (the REPL's `touch X Y`, a click on
/// the workshop's phone).
package enum GestureList {
    /// In the order the REPL's help lists them and the page lays out their buttons, two a row.
    package static let all: [Entry] = [
        Entry(
            .previous, "previous", aliases: ["left", "prev"], "swipe left", "the previous element", key: .left,
            button: "Previous (swipe left)"),
        Entry(
            .next, "next", aliases: ["right"], "swipe right", "the next element", key: .right,
            button: "Next (swipe right)"),
        Entry(
            .first, "first", aliases: ["top"], "four-finger tap near the top", "the first element", key: .home,
            button: "First element"),
        Entry(
            .last, "last", aliases: ["bottom"], "four-finger tap near the bottom", "the last element", key: .end,
            button: "Last element"),
        Entry(
            .activate, "activate", aliases: ["double-tap", "doubletap"], "double tap", "activate the focused element",
            key: .enter, button: "Activate (double tap)"),
        Entry(
            .escape, "escape", aliases: ["scrub"], "two-finger scrub", "go back, close an alert", key: .escape,
            button: "Back (two-finger scrub)"),
        Entry(
            .magicTap, "magic-tap", aliases: ["magictap"], "two-finger double tap",
            "the app's main action, e.g. play and pause", key: .character("m"), button: "Magic tap"),
        Entry(
            .readAll(fromTop: false), "read all", "two-finger swipe down", "read everything from the focused element",
            key: .character("r"), button: "Read all"),
        Entry(
            .readAll(fromTop: true), "read from top", aliases: ["read top", "read all from top"], "two-finger swipe up",
            "read everything from the top"),
        Entry(
            .rotorPrevious, "rotor previous", "turn the rotor anticlockwise", "its previous setting", key: .shiftTab,
            button: "Rotor: previous setting"),
        Entry(
            .rotorNext, "rotor next", "turn the rotor clockwise", "its next setting (headings, links, …)", key: .tab,
            button: "Rotor: next setting"),
        Entry(
            .rotorUp, "up", aliases: ["rotor up"], "swipe up",
            "the rotor's previous item; increments an adjustable element", key: .up, button: "Swipe up"),
        Entry(
            .rotorDown, "down", aliases: ["rotor down"], "swipe down",
            "the rotor's next item; decrements an adjustable element", key: .down, button: "Swipe down"),
        Entry(
            .increment, "increment", "swipe up on an adjustable element",
            "its increment action, whatever the rotor's setting"),
        Entry(
            .decrement, "decrement", "swipe down on an adjustable element",
            "its decrement action, whatever the rotor's setting"),
        Entry(.scroll(.up), "scroll up", "three-finger swipe up", "scroll up", button: "Scroll up (three fingers)"),
        Entry(
            .scroll(.down), "scroll down", "three-finger swipe down", "scroll down",
            button: "Scroll down (three fingers)"),
        Entry(.scroll(.left), "scroll left", "three-finger swipe left", "scroll left, the next page"),
        Entry(.scroll(.right), "scroll right", "three-finger swipe right", "scroll right, the previous page"),
        Entry(
            .scroll(.next), "scroll next", "three-finger swipe to the next page", "the next page, as read all turns it"),
        Entry(
            .scroll(.previous), "scroll previous", "three-finger swipe to the previous page",
            "the previous page, as read all turns it"),
    ]

    /// What the gestures whose command starts with the same word have in common, for the REPL's
    /// `help` of that word ("rotor next", "rotor previous": `rotor`).
    package static let groups: [String: String] = [
        "read": "two-finger swipe down (from the focused element) or up (from the top): read everything",
        "rotor": "turn the rotor, or move by its setting",
        "scroll": "three-finger swipe: scroll, or turn a page (scroll left is the next page)",
    ]

    /// One gesture of the list.
    package struct Entry: Sendable {
        package let gesture: Gesture
        /// The REPL's command for it, word by word (`rotor`, `next`).
        package let words: [String]
        /// Other ways to write the command, word by word (`right` for `next`).
        package let aliases: [[String]]
        /// The iPhone gesture: "swipe right".
        package let motion: String
        /// What it does: "the next element".
        package let effect: String
        /// Its key in the REPL's key mode and on the workshop's phone; nil when it has none.
        package let key: GestureKey?
        /// The label of its button on the workshop's page; nil when it has none.
        package let button: String?

        init(
            _ gesture: Gesture, _ command: String, aliases: [String] = [], _ motion: String, _ effect: String,
            key: GestureKey? = nil, button: String? = nil
        ) {
            self.gesture = gesture
            self.words = Self.words(command)
            self.aliases = aliases.map(Self.words)
            self.motion = motion
            self.effect = effect
            self.key = key
            self.button = button
        }

        /// The name a page sends: the command's words joined by hyphens (`rotor-next`).
        package var name: String { Self.name(words) }

        /// The names a page may send: the name, then each alias's words joined by hyphens.
        package var names: [String] { ([words] + aliases).map(Self.name) }

        /// The command as typed: `rotor next`.
        package var command: String { words.joined(separator: " ") }

        /// The iPhone gesture, its key and what it does: "swipe right (→): the next element".
        package var help: String {
            guard let key else { return "\(motion): \(effect)" }
            return "\(motion) (\(key.symbol)): \(effect)"
        }

        private static func words(_ command: String) -> [String] {
            command.split(separator: " ").map(String.init)
        }

        private static func name(_ words: [String]) -> String {
            words.joined(separator: "-")
        }
    }
}
