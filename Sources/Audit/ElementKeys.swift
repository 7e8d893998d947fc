import AccessibilityModel
import Localization

/// Which localisation keys each element of a screen looks up, so findings about a string can
/// name the screens using it. Elements are matched to resolved nodes by identifier, otherwise by
/// the key's text appearing in the node's label, value or hint.
package struct ElementKeys {
    private var byIdentifier: [String: [String]] = [:]
    private var all: [String] = []

    package init(screen: Screen) {
        func walk(_ element: Element) {
            let keys = [element.accessibilityLabel, element.accessibilityValue, element.accessibilityHint]
                .compactMap { $0 }.flatMap(\.localizationKeys)
            if let id = element.accessibilityIdentifier { byIdentifier[id] = keys }
            all += keys.filter { !all.contains($0) }
            element.subviews.forEach(walk)
        }
        screen.elements.forEach(walk)
    }

    /// The keys of the node.
    package func keys(of node: ResolvedNode, strings: LocaleStrings) -> [String] {
        if let id = node.accessibilityIdentifier, let keys = byIdentifier[id] { return keys }
        let texts = [node.label, node.value, node.hint].compactMap { $0 }
        return all.filter { key in
            let text = strings.string(key)
            return !text.isEmpty && text != key && texts.contains { $0.contains(text) }
        }
    }
}
