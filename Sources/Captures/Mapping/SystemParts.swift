/// The parts of a capture that are the system's, not the app's (`docs/captures.md`, "The
/// system's own UI"): the keyboard, with the buttons its window shows beside it (Emoji, Dictate),
/// the status bar, and SpringBoard — the home screen, and the alerts it shows over it.
struct SystemParts {
    let tree: CaptureTree
    /// Whether the captured application is SpringBoard, told by what only it holds.
    let isSpringBoard: Bool
    /// For each window holding the system keyboard, the keyboard's top edge.
    private let keyboardTops: [Int: Double]

    /// What only SpringBoard's tree holds, whatever the language and however the tool labels the
    /// application (real idb and WebDriverAgent captures label it " "): its app icons (the
    /// element type `Icon`), its app switcher's window, the home screen's search button.
    static let springBoardIdentifiers: Set<String> = ["SBSwitcherWindow", "spotlight-pill"]

    init(tree: CaptureTree) {
        self.tree = tree
        isSpringBoard = tree.elements.contains { element in
            element.type == "Icon" || element.identifier.map(Self.springBoardIdentifiers.contains) == true
                || (element.type == "Application"
                    && (element.identifier == "SpringBoard" || element.label == "SpringBoard"))
        }
        var tops: [Int: Double] = [:]
        for (index, element) in tree.elements.enumerated() where element.type == "Keyboard" {
            guard case .frame(let frame) = element.frame, let window = Self.window(of: index, in: tree) else {
                continue
            }
            tops[window] = min(tops[window] ?? frame.y, frame.y)
        }
        keyboardTops = tops
    }

    /// The part of the system a captured element belongs to, looking at it and its ancestors; nil
    /// for the app's own.
    func part(of index: Int) -> String? {
        var current: Int? = index
        while let node = current {
            let element = tree.elements[node]
            switch element.type {
            case "Keyboard", "Key": return "the system keyboard"
            case "StatusBar": return "the status bar"
            case "Window" where isBesideKeyboard(index, window: node): return "the system keyboard"
            case "Application" where isSpringBoard: return "SpringBoard"
            default: current = element.parent
            }
        }
        return nil
    }

    /// Whether an element of a keyboard's window lies no higher than the keyboard's top: the
    /// window's own buttons beside the keys (Emoji, Dictate), not the app's bar above it.
    private func isBesideKeyboard(_ index: Int, window: Int) -> Bool {
        guard let top = keyboardTops[window], case .frame(let frame) = tree.elements[index].frame else { return false }
        return frame.y >= top
    }

    /// The window an element lies in: its nearest `Window` ancestor.
    private static func window(of index: Int, in tree: CaptureTree) -> Int? {
        var current = tree.elements[index].parent
        while let node = current {
            if tree.elements[node].type == "Window" { return node }
            current = tree.elements[node].parent
        }
        return nil
    }
}
