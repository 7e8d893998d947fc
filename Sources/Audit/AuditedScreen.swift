import AccessibilityModel
import AppFiles
import Findings
import Navigation
import SpokenDescription
import Utterances
import VoiceOverWords

/// One screen in one locale as the rules see it: every node, the swipe order, VoiceOver's words,
/// and what VoiceOver says for each element now and after a fix. A class, so that a rule's check
/// holding on to its screen holds a reference, not a copy of each of its parts: an app may have
/// thousands of screens, each checked by every rule.
package final class AuditedScreen: Sendable {
    package let name: String
    /// The locale as asked for ("en"), which findings name; the session speaks its voice's.
    package let locale: String
    /// VoiceOver's words in the locale, from its voice file.
    package let words: PhraseTable
    /// The words for the traits among them, as ``traitWord(_:)`` gives them.
    let traitWords: TraitWordTable
    /// Whether the locale's script has capital letters (``LocaleScript/isCased(_:)``), looked up
    /// once a locale.
    package let isCasedScript: Bool
    package let settings: AuditSettings
    /// The screen resolved in the locale, in VoiceOver's order.
    package let navigable: NavigableScreen
    /// The session of the app in the locale, which says what VoiceOver says on every screen:
    /// one for all the audited screens of a locale, not a copy a screen (an app may have
    /// thousands of screens, and copying a session retains each of its parts).
    let speaker: SharedSession
    /// The screen as the app declares it, looked up once for the rules that read it.
    package let model: Screen?
    /// Where a node (by index) is written, when known.
    let locate: @Sendable (_ screen: String, _ elementPath: [Int]) -> SourceLocation?
    /// Where the locale's translations are written.
    let translations: Translations

    /// `model` is the screen as the app declares it, given by the caller, which has it at hand.
    init(
        name: String, model: Screen?, locale: String, navigable: NavigableScreen, speaker: SharedSession,
        words: PhraseTable,
        traitWords: TraitWordTable, isCasedScript: Bool,
        settings: AuditSettings, locate: @escaping @Sendable (String, [Int]) -> SourceLocation?,
        translations: Translations = .none
    ) {
        self.name = name
        self.locale = locale
        self.words = words
        self.traitWords = traitWords
        self.isCasedScript = isCasedScript
        self.settings = settings
        self.navigable = navigable
        self.speaker = speaker
        self.model = model
        self.locate = locate
        self.translations = translations
        nodes = navigable.resolved.nodes
        order = navigable.order
        reachable = ReachableContents(nodes: nodes, order: order)
        hasSuppressions = nodes.contains { !$0.auditSuppressions.isEmpty }
    }

    /// Every node of the screen (kept apart from the session, so a rule's loop reads them
    /// without going through it).
    package let nodes: [ResolvedNode]
    /// Node indices of the reachable elements, in swipe order.
    package let order: [Int]
    /// What the reachable elements hold between them, so that a rule about what a screen lacks
    /// (hints, an adjustable element) is not asked of its every element.
    package let reachable: ReachableContents
    /// Whether any node silences a rule (`earshotIgnore`): told as each screen is made, side by
    /// side, so that gathering the silenced rules passes over the screens without any.
    let hasSuppressions: Bool
    package var size: AccessibilitySize { navigable.resolved.size }
    /// The app the screen is in.
    package var app: App { speaker.session.app }
    /// VoiceOver's phrases in the locale.
    package var phrases: Phrases { speaker.session.phrases }

    /// The language subtag of the locale ("en" for "en-US").
    package var language: String { String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased() }

    /// What VoiceOver says for the element at `position`: its description, then its hint.
    package func spoken(at position: Int) -> String {
        speaker.session.utterance(at: position, on: navigable).line
    }

    /// What VoiceOver would say at `position` with the element's attributes changed by `fix`.
    package func spoken(at position: Int, after fix: (inout ElementFacts) -> Void) -> String {
        speaker.session.utterance(at: position, on: navigable, adjusting: fix).line
    }

    /// The locale's word for a trait, without the punctuation VoiceOver joins it with ("Button").
    package func traitWord(_ trait: String) -> String? { traitWords[trait] }

    /// The locale's full stop, as VoiceOver's own words in it end a sentence ("Button.", "按钮。").
    package var fullStop: String {
        words.phrase("trait.button")?.last.flatMap { $0.isFullStop ? String($0) : nil } ?? "."
    }

    /// The names of a node's traits (`button`, `link`).
    package func traitNames(of node: borrowing ResolvedNode) -> [String] { traitNames(of: node.traits) }

    package func traitNames(of traits: AccessibilityTraits) -> [String] {
        AccessibilityTraits.named.filter { traits.contains($0.trait) }.map(\.name)
    }

    /// A finding about the element at swipe `position`, with its speech now and after `fix` (none
    /// after when the fix leaves the words the same: ``afterFix(_:now:)``); `text` says which of
    /// its texts it is about, when it is about words.
    package func finding(
        _ rule: RuleDescription, at position: Int, _ message: String, about text: ElementText? = nil,
        fix: ((inout ElementFacts) -> Void)? = nil
    ) -> Finding {
        var finding = self.finding(rule, node: order[position], message, about: text)
        let now = spoken(at: position)
        finding.spokenNow = now
        finding.spokenAfterFix = Self.afterFix(fix.map { spoken(at: position, after: $0) }, now: now)
        return finding
    }

    /// The speech after a fix, as a finding shows it: nil when it reads as now, so that "after"
    /// always shows a change; the finding's message then says what the fix changes.
    static func afterFix(_ after: String?, now: String) -> String? {
        after == now ? nil : after
    }

    /// A finding about any node (reachable or not), without speech.
    package func finding(
        _ rule: RuleDescription, node index: Int, _ message: String, about text: ElementText? = nil
    ) -> Finding {
        let node = nodes[index]
        let place = self.place(of: index, about: text)
        return Finding(
            rule: rule.id, severity: rule.severity, message: message, locale: locale,
            subject: FindingSubject(screen: name, element: node.reportedName), location: place.location,
            elementLocation: place.element)
    }

    /// Where to fix a finding about a node: the node in its screen file; for a finding about its
    /// label or hint translated in the locale's strings table, that string, with the node beside.
    func place(of index: Int, about text: ElementText?) -> (location: SourceLocation?, element: SourceLocation?) {
        let path = elementPath(of: index)
        let element = locate(name, path)
        guard let text, translations.table != nil, let model = modelElement(at: path),
            let string = text == .label
                ? translations.location(of: model.accessibilityLabel, resolved: nodes[index].label)
                : translations.location(of: model.accessibilityHint, resolved: nodes[index].hint)
        else { return (element, nil) }
        return (string, element)
    }

    /// The element of the app's model at a path of child indices from the screen's top.
    func modelElement(at path: [Int]) -> Element? {
        guard let first = path.first, let model, model.elements.indices.contains(first) else { return nil }
        var element = model.elements[first]
        for index in path.dropFirst() {
            let children = element.children
            guard children.indices.contains(index) else { return nil }
            element = children[index]
        }
        return element
    }

    /// A node's path of child indices from the screen's top-level elements (as `ModelLocation`).
    func elementPath(of index: Int) -> [Int] {
        var path: [Int] = []
        var current = index
        while let parent = nodes[current].parent {
            path.append(nodes[parent].children.firstIndex(of: current) ?? 0)
            current = parent
        }
        return path.reversed()
    }
}
