import AccessibilityModel
import Findings

extension AuditedScreen {
    /// The reachable elements as the rules about a whole locale see them, with the localisation
    /// keys they look up, without their speech and place in the file (which
    /// ``AuditedLocale/withSpeech(_:about:fix:)`` adds to the few that have findings: describing
    /// and locating every element of a large screen would cost more than the rules).
    var spokenElements: [SpokenElement] {
        let app = self.app
        let keys = app.localizations.tables.isEmpty ? nil : model.map(ElementKeys.init)
        let strings = navigable.resolved.strings
        // Each set of traits named once: a screen may have 100,000 elements and a few sets.
        var names: [AccessibilityTraits.RawValue: [String]] = [:]
        var elements: [SpokenElement] = []
        elements.reserveCapacity(order.count)
        nodes.withUnsafeBufferPointer { nodes in
            // Each node read in place: copying one retains every string and array it holds.
            for (position, index) in order.enumerated() {
                let traits = nodes[index].traits
                let traitNames = names[traits.rawValue] ?? self.traitNames(of: traits)
                names[traits.rawValue] = traitNames
                elements.append(
                    SpokenElement(
                        screen: name, element: nodes[index].reportedName, position: position,
                        label: nodes[index].label, value: nodes[index].value, hint: nodes[index].hint,
                        traits: traitNames, language: nodes[index].language,
                        keys: keys?.keys(of: nodes[index], strings: strings) ?? [], spoken: "", duration: 0))
            }
        }
        return elements
    }
}
