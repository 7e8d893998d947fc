import AccessibilityModel
import Findings

/// `updates-frequently-missing`: an element whose label or value reads a variable the app
/// changes on its own (`changesOnItsOwn: true`: a timer, a download's progress) without the
/// `updatesFrequently` trait. A value changed only by actions (a stepper's count) needs no trait:
/// the action's own speech or notification says the new value.
package struct UpdatesFrequentlyMissingRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "updates-frequently-missing", severity: .warning,
        summary: "A label or value that changes on its own lacks the updatesFrequently trait.",
        why:
            "Accessibility Programming Guide for iOS: an element whose label or value changes too often to post notifications (a stopwatch's readout) has the updatesFrequently trait, so VoiceOver polls it and speaks the change; without it the listener keeps hearing the value of the moment focus arrived.",
        fix: "Add the updatesFrequently trait to the element that shows the changing value.",
        xcodeAuditCategory: "trait")
    package let guide = "Traits: an element whose value changes often should say so (updatesFrequently)."
    package let examples = RuleExamples(
        triggering: [.yaml(timer(traits: "[staticText]"))],
        nonTriggering: [
            .yaml(timer(traits: "[staticText, updatesFrequently]")),
            .yaml(timer(traits: "[staticText]", changesOnItsOwn: false)),
        ])

    /// A screen showing a timer's seconds.
    static func timer(traits: String, changesOnItsOwn: Bool = true) -> String {
        """
        name: example
        variables:
          elapsed: {type: int, initial: 12, changesOnItsOwn: \(changesOnItsOwn)}
        elements:
          - accessibilityLabel: Elapsed
            accessibilityValue: "{elapsed} s"
            accessibilityTraits: \(traits)
            accessibilityFrame: [16, 100, 300, 44]
        """
    }

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        let app = screen.app
        // Most screens read no variable that changes on its own: told before the screen is copied.
        guard let variables = screen.model?.variables,
            variables.contains(where: \.changesOnItsOwn) || app.variables.contains(where: \.changesOnItsOwn),
            let model = screen.model
        else { return nil }
        // A screen's own variable shadows the app's of the same name.
        let own = Set(model.variables.map(\.name))
        let changing = Set(
            model.variables.filter(\.changesOnItsOwn).map(\.name)
                + app.variables.filter { $0.changesOnItsOwn && !own.contains($0.name) }.map(\.name))
        guard !changing.isEmpty else { return nil }
        let reads = Self.changingReads(in: model.rootElement, of: changing)
        return ElementCheck { screen, rule, position, node in
            guard let read = reads[screen.order[position]], !node.traits.contains(.updatesFrequently) else {
                return nil
            }
            return screen.finding(
                rule, at: position,
                "the \(read.attribute) reads \(read.variable), which changes on its own, and the element lacks updatesFrequently"
            )
        }
    }

    /// The first changing variable each element's label or value reads, by node index: the
    /// elements in depth-first pre-order from the screen's root, as the resolver numbers nodes.
    static func changingReads(
        in root: Element, of changing: Set<String>
    ) -> [Int: (attribute: String, variable: String)] {
        var reads: [Int: (attribute: String, variable: String)] = [:]
        var index = 0
        func visit(_ element: Element) {
            for (attribute, template) in [("label", element.accessibilityLabel), ("value", element.accessibilityValue)]
            {
                guard reads[index] == nil, let template,
                    let variable = template.expressions.lazy.flatMap(\.variables).first(where: changing.contains)
                else { continue }
                reads[index] = (attribute, variable)
            }
            index += 1
            element.children.forEach(visit)
        }
        visit(root)
        return reads
    }
}
