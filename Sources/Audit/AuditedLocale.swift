import AccessibilityModel
import Dispatch
import Findings
import SpokenDescription
import Synchronization

/// One locale of an app as the rules see it: every screen, and the locale's strings, voice and
/// spoken elements.
package struct AuditedLocale: Sendable {
    package var locale: String
    /// Every screen of the app, in its order, or the one screen a session shows.
    package let screens: [AuditedScreen]
    /// The locale's strings, voice and spoken elements, for the rules about a whole locale.
    package var spoken: SpokenLocale
    /// The app, whose index of its screens by name finds a finding's screen among all of them
    /// without searching thousands, or making an index of its own (which, made before the
    /// rules, would be the one part of the audit an app's thousands of screens wait for).
    private let app: App?

    init(locale: String, screens: [AuditedScreen], spoken: SpokenLocale) {
        self.locale = locale
        self.screens = screens
        self.spoken = spoken
        app = screens.first?.app
    }

    /// The screen with this name.
    func screen(named name: String?) -> AuditedScreen? {
        guard let name, let app else { return nil }
        if screens.count == app.screens.count, let index = app.screenIndex(named: name) { return screens[index] }
        return screens.first { $0.name == name }
    }

    /// An element's label and frame, which shared UI keeps from screen to screen.
    func identity(of key: ElementKey) -> String? {
        guard let screen = screen(named: key.screen) else { return nil }
        // Reachable elements by their index; a modal view's or a hidden one's by a search (rare).
        let reachable = screen.navigable.position(ofID: key.element).map { screen.nodes[screen.order[$0]] }
        guard
            let node = reachable ?? screen.nodes.first(where: { $0.reportedName == key.element })
        else { return nil }
        return "\(node.label ?? "")|\(node.frame.x),\(node.frame.y),\(node.frame.width),\(node.frame.height)"
    }

    /// The findings of `rules`, less those on the system's own elements a capture shows (its
    /// keyboard's keys, the status bar, SpringBoard: ``Screen/systemElements``), which are not the
    /// app's to fix.
    func findings(of rules: [any AuditRule]) -> [Finding] {
        // Told apart once, not once a screen: an app may have thousands of one-element screens.
        let elementRuleIndices = rules.indices.filter { rules[$0] is any ElementRule }
        let elementRules = elementRuleIndices.map { rules[$0] as! any ElementRule }
        let otherRuleIndices = rules.indices.filter { !(rules[$0] is any ElementRule) }
        // Each rule's findings, listed rule by rule as the rules are ordered; within a rule,
        // screen by screen in the app's order, however the work was cut. The element rules'
        // units and each other rule are worked on side by side, in one pool (a pool started
        // inside another's work runs on one thread).
        let walk = ElementWalk(rules: elementRules, at: elementRuleIndices, ruleCount: rules.count)
        let units = ElementWalk.units(on: screens)
        let walked = Mutex([[[Finding]]](repeating: [], count: units.count))
        let other = Mutex([[Finding]](repeating: [], count: otherRuleIndices.count))
        // The rules about a whole locale first: each is one task over every screen, the longest
        // tasks, which started last would leave a core idle at the end.
        DispatchQueue.concurrentPerform(iterations: otherRuleIndices.count + units.count) { task in
            if task < otherRuleIndices.count {
                let findings = rules[otherRuleIndices[task]].findings(in: self)
                other.withLock { $0[task] = findings }
            } else {
                let unit = task - otherRuleIndices.count
                let findings = walk.findings(of: units[unit], on: screens)
                walked.withLock { $0[unit] = findings }
            }
        }
        var found = [[Finding]](repeating: [], count: rules.count)
        for unit in walked.withLock({ $0 }) {
            for rule in unit.indices where !unit[rule].isEmpty { found[rule] += unit[rule] }
        }
        for (item, findings) in other.withLock({ $0 }).enumerated() { found[otherRuleIndices[item]] = findings }
        // Each finding's screen looked up, rather than every screen's system elements gathered.
        return found.joined().filter { finding in
            guard let element = finding.subject.element, let screen = screen(named: finding.subject.screen) else {
                return true
            }
            return screen.model?.systemElements[element] == nil
        }
    }

    /// What `body` finds on each reachable element with a text beyond ASCII (its label, value or
    /// hint), in swipe order, screen by screen in batches side by side: the elements the rules
    /// about other scripts look at, which most labels are not.
    func findingsOnTextBeyondASCII(
        _ body: @escaping @Sendable (_ screen: AuditedScreen, _ position: Int, _ node: ResolvedNode) -> Finding?
    ) -> [Finding] {
        ScreenBatches.map(screens.count) { range in
            screens[range].flatMap { screen in
                screen.order.enumerated().compactMap { position, index in
                    screen.nodes[index].hasTextBeyondASCII ? body(screen, position, screen.nodes[index]) : nil
                }
            }
        }
    }

    /// A locale rule's findings, those about an element with what VoiceOver says now and after
    /// `fix` (nil when the fix is in the strings tables, not the element), placed on the
    /// element's `text` translated in the locale's strings table when it is about one.
    func withSpeech(
        _ findings: [Finding], about text: ElementText? = nil,
        fix: ((_ facts: inout ElementFacts, _ screen: AuditedScreen) -> Void)? = nil
    ) -> [Finding] {
        findings.map { finding in
            guard let element = finding.subject.element,
                let screen = screen(named: finding.subject.screen),
                let position = screen.navigable.position(ofID: element)
            else { return finding }
            var spoken = finding
            // A finding already placed on its string (by the key the element looks up) keeps
            // that place, with the element's beside it.
            let place = screen.place(of: screen.order[position], about: text)
            let elementPlace = place.element ?? place.location
            spoken.location = spoken.location ?? place.location
            if spoken.location != elementPlace { spoken.elementLocation = elementPlace }
            let now = screen.spoken(at: position)
            spoken.spokenNow = now
            spoken.spokenAfterFix = AuditedScreen.afterFix(
                fix.map { fix in screen.spoken(at: position) { fix(&$0, screen) } }, now: now)
            return spoken
        }
    }

    /// The rules silenced on each element (`earshotIgnore`), by screen and element.
    var suppressions: [ElementKey: [String: String]] {
        var result: [ElementKey: [String: String]] = [:]
        for screen in screens where screen.hasSuppressions {
            // Each node looked at in place: a screen may have 100,000, a copy of each retaining all
            // it holds.
            screen.nodes.withUnsafeBufferPointer { nodes in
                for index in nodes.indices where !nodes[index].auditSuppressions.isEmpty {
                    result[ElementKey(screen: screen.name, element: nodes[index].reportedName)] =
                        nodes[index].auditSuppressions
                }
            }
        }
        return result
    }
}
