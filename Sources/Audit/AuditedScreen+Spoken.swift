import Findings
import LocaleChecks

extension AuditedScreen {
    /// The reachable elements as the localisation checks see them.
    var spokenElements: [SpokenElement] {
        positions.map { position, node in
            let index = order[position]
            return SpokenElement(
                screen: name, element: node.accessibilityIdentifier ?? node.id, position: position,
                label: node.label, value: node.value, hint: node.hint, traits: traitNames(of: node),
                language: node.language, spoken: spoken(at: position), duration: 0,
                location: locate(name, elementPath(of: index)))
        }
    }
}
