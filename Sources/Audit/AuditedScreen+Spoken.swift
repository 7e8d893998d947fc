import AccessibilityModel
import Findings

extension AuditedScreen {
    /// The reachable elements as the rules about a whole locale see them, with the localisation
    /// keys they look up, without their speech and place in the file (which
    /// ``AuditedLocale/withSpeech(_:about:fix:)`` adds to the few that have findings: describing
    /// and locating every element of a large screen would cost more than the rules).
    var spokenElements: [SpokenElement] {
        let app = session.app
        let keys = app.localizations.tables.isEmpty ? nil : app.screen(named: name).map(ElementKeys.init)
        let strings = app.localizations.strings(for: session.locale)
        return eachElement { (position, node: borrowing ResolvedNode) in
            SpokenElement(
                screen: name, element: node.reportedName, position: position,
                label: node.label, value: node.value, hint: node.hint, traits: traitNames(of: node),
                language: node.language, keys: keys?.keys(of: node, strings: strings) ?? [], spoken: "", duration: 0)
        }
    }
}
