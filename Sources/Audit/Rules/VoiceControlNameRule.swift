import AccessibilityModel
import Findings
import Navigation

/// `voice-control-name`: a control has a name Voice Control cannot use: one with nothing to say
/// (only emoji or symbols: "★★★", "✈️"), or one another control of the screen has too, so that
/// "Tap Edit" makes Voice Control ask which, by number.
///
/// A control's names are its input labels, else its label (``VoiceControl/names(of:backWord:)``).
/// A control with no name at all is `label-missing`'s finding; two controls that say exactly the
/// same to VoiceOver, neither with input labels, are `duplicate-speakable-text`'s (one problem,
/// one finding; its message says what Voice Control then does).
package struct VoiceControlNameRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "voice-control-name", severity: .warning,
        summary: "A control's name cannot be said to Voice Control, or another control on the screen has it too.",
        why:
            "Apple, \"Challenge: Voice Control Synonyms\": the first input label is the name Show names shows; keep names short, sayable words, without special symbols. A name two controls share makes Voice Control show numbers to pick from.",
        fix:
            "Give the control a name of words (its label, or an input label first), different from every other control's on the screen.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide =
        "Voice Control: each control has a name a person can say (accessibilityUserInputLabels, else the label), and no two controls on a screen share one."
    package let examples = RuleExamples(
        triggering: [
            .screen(Screen("symbols") { Element("★★★", traits: .adjustable).value("3 stars") }),
            .screen(Screen("emoji input label") { Element("Send", traits: .button).inputLabels("Send", "✈️") }),
            .screen(
                Screen("shared input label") {
                    Element("Edit address", traits: .button).inputLabels("Edit")
                    Element("Edit payment", traits: .button).inputLabels("Edit")
                }),
            .screen(
                Screen("sliders") {
                    Element("Volume", traits: .adjustable).value("50%")
                    Element("Volume", traits: .adjustable).value("20%")
                }),
        ],
        nonTriggering: [
            .screen(Screen("rating") { Element("Rating", traits: .adjustable).value("3 stars") }),
            .screen(
                Screen("distinct") {
                    Element("Edit address", traits: .button).inputLabels("Edit address", "Address")
                    Element("Edit payment", traits: .button).inputLabels("Edit payment", "Payment")
                }),
            .screen(
                Screen("text is no control") {
                    Element("Edit", traits: .staticText)
                    Element("Edit", traits: .button)
                }),
        ])

    package func findings(in screen: AuditedScreen) -> [Finding] {
        let backWord = screen.phrases.text(.backButtonLabel)
        // Sharing a name takes two controls (an app may have thousands of screens of one).
        let alone = screen.order.count < 2
        var findings: [Finding] = []
        // Each name heard (a hash of its words) → the first control answering to it. A hash seen
        // before is compared in full (rare), so no table of 100,000 names is built.
        var firstByName: [UInt64: Int] = [:]
        screen.nodes.withUnsafeBufferPointer { nodes in
            // Each node's fields read in place: handing a node to a function copies it.
            for (position, index) in screen.order.enumerated() where nodes[index].isActionable {
                // Most controls give no input labels: their label is their one name.
                let names =
                    nodes[index].userInputLabels == nil && !nodes[index].traits.contains(.backButton)
                    ? nodes[index].label.map { [$0] } ?? [] : VoiceControl.names(of: nodes[index], backWord: backWord)
                var reported = false
                if let unsayable = names.first(where: { !$0.isBlank && !VoiceControl.isSayable($0) }) {
                    findings.append(unsayableFinding(unsayable, at: position, in: screen))
                    reported = true
                }
                guard !alone else { continue }
                // Each name once (a control's one name needs no set).
                var heard: Set<UInt64> = []
                for name in names {
                    guard let key = VoiceControl.wordsKey(name), names.count == 1 || heard.insert(key).inserted
                    else { continue }
                    guard let first = firstByName[key] else {
                        firstByName[key] = position
                        continue
                    }
                    guard !reported,
                        Self.answersTo(name, screen.order[first], in: screen, backWord: backWord),
                        !Self.saysTheSame(screen.order[first], index, in: screen)
                    else { continue }
                    reported = true
                    findings.append(sharedFinding(name, with: first, at: position, in: screen))
                }
            }
        }
        return findings
    }

    /// Whether the node answers to `name`'s words: its hash matched, checked in full.
    static func answersTo(_ name: String, _ index: Int, in screen: AuditedScreen, backWord: String) -> Bool {
        let words = VoiceControl.words(name)
        return VoiceControl.names(of: screen.nodes[index], backWord: backWord).contains {
            VoiceControl.words($0) == words
        }
    }

    /// The later of two controls answering to `name`: its label to rewrite when the label is its
    /// name, else its input label (which VoiceOver does not say: no speech after).
    private func sharedFinding(_ name: String, with first: Int, at position: Int, in screen: AuditedScreen) -> Finding {
        let node = screen.nodes[screen.order[position]]
        let isLabel = (node.userInputLabels ?? []).allSatisfy { $0.trimmed.isEmpty }
        let what = isLabel ? "its name" : "its input label"
        let message =
            "\(what) \"\(name)\" is also element \(first + 1)'s name in the swipe order: \"Tap \(name)\" makes Voice Control show numbers to pick from"
        guard isLabel else { return screen.finding(rule, at: position, message) }
        return screen.finding(rule, at: position, message, about: .label) {
            $0.label = RewriteMark.text(.label, in: screen)
        }
    }

    /// A control with a name of no words: its label to rewrite when that is the name, else its
    /// input label (which VoiceOver does not say: no speech after).
    private func unsayableFinding(_ name: String, at position: Int, in screen: AuditedScreen) -> Finding {
        let node = screen.nodes[screen.order[position]]
        let isLabel = node.userInputLabels?.contains(name) != true
        let message =
            "\(isLabel ? "its label" : "its input label") \"\(name)\" has no word to say: Voice Control cannot be told to tap it"
        guard isLabel else { return screen.finding(rule, at: position, message) }
        return screen.finding(rule, at: position, message, about: .label) {
            $0.label = RewriteMark.text(.label, in: screen)
        }
    }

    /// Whether two nodes say exactly the same to VoiceOver and give no input labels: then
    /// `duplicate-speakable-text` reports them.
    static func saysTheSame(_ first: Int, _ second: Int, in screen: AuditedScreen) -> Bool {
        let a = screen.nodes[first]
        let b = screen.nodes[second]
        return (a.userInputLabels ?? []).isEmpty && (b.userInputLabels ?? []).isEmpty
            && (a.label ?? "") == (b.label ?? "") && (a.value ?? "") == (b.value ?? "") && a.traits == b.traits
    }
}
