import Findings
import LocaleChecks

extension AuditedScreen {
    /// The reachable elements as the localisation checks see them, without their speech and
    /// place in the file (which ``LocaleCheckRule`` adds to the few that have findings:
    /// describing and locating every element of a large screen would cost more than the rules).
    var spokenElements: [SpokenElement] {
        positions.map { position, node in
            return SpokenElement(
                screen: name, element: node.reportedName, position: position,
                label: node.label, value: node.value, hint: node.hint, traits: traitNames(of: node),
                language: node.language, spoken: "", duration: 0)
        }
    }
}
