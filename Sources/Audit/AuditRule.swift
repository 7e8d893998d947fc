import AccessibilityModel
import Findings
import Foundation
import ScreenFiles

/// One rule of the audit: one of the guide's rules, or a localisation rule about a locale's
/// strings and how they sound. A rule looks at each element or the whole of a screen
/// (``findings(in:)-(AuditedScreen)``), or at a whole locale's strings and spoken elements, with
/// their rendered durations when `earshot listen` measured them (``findings(in:)-(AuditedLocale)``).
///
/// As in SwiftLint, a rule carries everything said about it: its description (for `--list`,
/// `--explain`, the SARIF rule metadata, the listening report and the docs), the guide's text it
/// comes from, and examples that are its tests: every triggering example must produce a
/// finding, no non-triggering one may.
package protocol AuditRule: Sendable {
    var rule: RuleDescription { get }
    /// The guide's text the rule comes from (the Accessibility Programming Guide for iOS; the
    /// section each example quotes is listed in docs/audit.md).
    var guide: String { get }
    var examples: RuleExamples { get }
    /// Whether the rule is about what `earshot listen` plays (the voice speaking a locale, the
    /// durations it measures) rather than what a screen file alone shows: only the listening
    /// report runs it.
    var isAboutListening: Bool { get }
    /// The rule's findings on one screen.
    func findings(in screen: AuditedScreen) -> [Finding]
    /// The rule's findings in one locale of the app: by default, screen by screen. Rules about
    /// the app's strings (a key missing in a locale) look at the whole locale at once.
    func findings(in locale: AuditedLocale) -> [Finding]
}

extension AuditRule {
    package var isAboutListening: Bool { false }

    package func findings(in screen: AuditedScreen) -> [Finding] { [] }

    package func findings(in locale: AuditedLocale) -> [Finding] {
        ScreenBatches.map(locale.screens.count) { range in locale.screens[range].flatMap(findings(in:)) }
    }
}

/// A rule that looks at each reachable element on its own. The audit walks a screen's elements
/// once for all such rules (``AuditedLocale/findings(of:)``), reading each element once rather
/// than once a rule: on a screen of 100,000 elements, that reading is most of a rule's cost.
package protocol ElementRule: AuditRule {
    /// The rule's check of one element of `screen`, with what it needs of the screen worked out
    /// once; nil when it has nothing to look for there (an English rule in Russian). The check
    /// is given the screen and the rule's description when asked (``ElementCheck``), and
    /// captures neither: a check is made for every screen.
    func check(in screen: AuditedScreen) -> ElementCheck?
    /// Whether the check remembers the elements before the one it is given (a jump in the
    /// reading order needs the one before): such a check sees its screen's elements in one pass;
    /// the others may see a long screen in pieces, side by side (``ElementWalk``).
    var readsEarlierElements: Bool { get }
}

/// One rule's check of the element at a swipe position (the node lent, not copied): its finding,
/// if any. Called in swipe order, so a check may remember the elements before. The body is
/// given the screen and the rule's description rather than capturing them, and the check does
/// not hold the description either (its caller has it): a check that remembers nothing holds
/// nothing, and is made and let go for each screen without an allocation or a reference counted
/// (an app may have thousands of screens). A struct rather than a bare function type, which a
/// protocol's requirement would hand back through a thunk copying each node.
package struct ElementCheck {
    let body:
        (_ screen: AuditedScreen, _ rule: RuleDescription, _ position: Int, _ node: borrowing ResolvedNode) ->
            Finding?

    package init(
        _ body:
            @escaping (
                _ screen: AuditedScreen, _ rule: RuleDescription, _ position: Int, _ node: borrowing ResolvedNode
            ) -> Finding?
    ) {
        self.body = body
    }

    /// The check's finding, as `rule`'s, on the element at `position` of `screen`, if any.
    func finding(
        on screen: AuditedScreen, _ rule: RuleDescription, at position: Int, _ node: borrowing ResolvedNode
    ) -> Finding? {
        body(screen, rule, position, node)
    }
}

extension ElementRule {
    package var readsEarlierElements: Bool { false }

    package func findings(in screen: AuditedScreen) -> [Finding] {
        guard let check = check(in: screen) else { return [] }
        return screen.eachElement { position, node in check.finding(on: screen, rule, at: position, node) }
    }
}

/// A rule's examples: tiny screens built in code or written as screen files, each checked in
/// `locales` (or, for a rule about the locale itself, triggering in some and not in others).
package struct RuleExamples: Sendable {
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]
    /// The locales the triggering examples hold in (the rule's words are the locale's own where
    /// it uses words).
    package var locales: [String]
    /// The locales the non-triggering examples hold in: by default, the same.
    package var nonTriggeringLocales: [String]
    /// The durations `earshot listen` would have measured, for a rule about them.
    package var durations: RenderedDurations

    package init(triggering: [Screen], nonTriggering: [Screen], locales: [String] = ["en-US", "ru"]) {
        self.init(
            triggering: triggering.map(RuleExample.screen), nonTriggering: nonTriggering.map(RuleExample.screen),
            locales: locales)
    }

    package init(
        triggering: [RuleExample], nonTriggering: [RuleExample], locales: [String] = ["en-US", "ru"],
        nonTriggeringLocales: [String]? = nil, durations: RenderedDurations = [:]
    ) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.locales = locales
        self.nonTriggeringLocales = nonTriggeringLocales ?? locales
        self.durations = durations
    }
}

/// One example: a screen built in code, or a screen file's text (for examples that need strings
/// tables).
package enum RuleExample: Sendable {
    case screen(Screen)
    case yaml(String)

    /// The example as an app.
    package func app() throws -> App {
        switch self {
        case .screen(let screen): App(screens: [Self.laidOut(screen)])
        case .yaml(let text): try ScreenFileLoader.load(data: Data(text.utf8), name: "example.yaml").app
        }
    }

    /// The screen with every leaf written without a frame given one, stacked as a list's rows
    /// (VoiceOver skips elements without a size): examples then say only what they are about.
    package static func laidOut(_ screen: Screen) -> Screen {
        var row = 0
        func layOut(_ element: Element) -> Element {
            var element = element
            element.subviews = element.subviews.map(layOut)
            if element.accessibilityFrame == nil, !element.hasChildren {
                element.accessibilityFrame = AccessibilityFrame(
                    x: exampleRow.x, y: exampleRow.y + Double(row) * exampleRow.spacing, width: exampleRow.width,
                    height: exampleRow.height)
                row += 1
            }
            return element
        }
        var screen = screen
        screen.elements = screen.elements.map(layOut)
        return screen
    }

    /// Where the example rows go: 16 points in, from y = 100, 300 × 44 points, 60 points apart.
    static let exampleRow = (x: 16.0, y: 100.0, width: 300.0, height: 44.0, spacing: 60.0)

    /// How `--explain` shows it: the screen file's text, or the screen's elements' labels.
    package var text: String {
        switch self {
        case .yaml(let text): text
        case .screen(let screen): ScreenFileWriter.yaml(App(screens: [screen]), comments: [:])
        }
    }
}
