/// Where in an app something is: a screen, an element by its path of child indices, and an
/// attribute path inside it. Screen files map it back to a line and column.
package struct ModelLocation: Hashable, Sendable, CustomStringConvertible {
    package enum Step: Hashable, Sendable {
        /// An attribute by its canonical name (`accessibilityLabel`, `variables`).
        case key(String)
        /// An item of a list attribute.
        case index(Int)
    }

    /// The screen's name; nil for the app itself.
    package var screen: String?
    /// Indices into ``Element/children`` from the screen's top-level children; empty for the screen.
    package var elementPath: [Int]
    package var attribute: [Step]

    package init(screen: String? = nil, elementPath: [Int] = [], attribute: [Step] = []) {
        self.screen = screen
        self.elementPath = elementPath
        self.attribute = attribute
    }

    func appending(_ steps: Step...) -> ModelLocation {
        ModelLocation(screen: screen, elementPath: elementPath, attribute: attribute + steps)
    }

    package var description: String {
        var parts: [String] = []
        parts.append(screen.map { "screen '\($0)'" } ?? "app")
        if !elementPath.isEmpty { parts.append("element " + elementPath.map(String.init).joined(separator: "/")) }
        if !attribute.isEmpty {
            parts.append(
                attribute.map {
                    switch $0 {
                    case .key(let key): key
                    case .index(let index): "[\(index)]"
                    }
                }.joined(separator: "."))
        }
        return parts.joined(separator: ", ")
    }
}
