import AccessibilityModel
import SpokenDescription
import Utterances
import VoiceOverWords
import Voices

/// VoiceOver running on an app: focus, the rotor, the app's state, and everything said.
///
/// Every gesture returns the utterances it produced, in the order VoiceOver speaks them, and
/// appends them to ``log``. Announcements come last: VoiceOver queues them after current speech.
/// They stay pending until ``speechDidFinish()`` says the speech was heard; the next gesture
/// cuts off any still pending, and ``announcementOutcomes`` records which finished.
///
/// ```swift
/// var session = try NavigationSession(app: app, locale: "en-US", voices: .standard())
/// session.next()
/// #expect(session.lastUtterance?.description == "Apple Inc., $432.39, up 1.3%. Button.")
/// ```
public struct NavigationSession: Sendable {
    public let app: App
    public internal(set) var state: AppState
    /// The locale of VoiceOver's words and of the app's strings.
    public internal(set) var locale: String
    public var settings: NavigationSettings {
        didSet { describer.settings = settings.description }
    }
    /// The visible screen, resolved for the current state and locale.
    public internal(set) var screen: NavigableScreen
    /// The focused element's position in `screen.order`; nil when nothing is focused.
    public internal(set) var focus: Int?
    /// Everything said, in order.
    public internal(set) var log: [Utterance] = []
    /// Announcements that finished or were cut off, in order.
    public internal(set) var announcementOutcomes: [AnnouncementOutcome] = []

    let voices: VoiceCatalog
    var describer: ElementDescriber
    var rotor = RotorState()
    var pendingAnnouncements: [String] = []
    /// Variables an action has failed to change, each reported once a session.
    var unchangedVariables: Set<String> = []
    /// What actions could not do, not yet taken by ``takeProblems()``.
    var problems: [String] = []

    /// A session on `app`'s start screen, focused on its first element.
    ///
    /// Throws `VoiceError` for a locale without a voice file, `PhraseError` for a voice file
    /// that lacks phrases, and ``NavigationError/noScreen`` for an app without screens.
    public init(
        app: App, locale: String, voices: VoiceCatalog,
        settings: NavigationSettings = NavigationSettings()
    ) throws {
        let profile = try voices.profile(for: locale)
        let state = AppState(app: app)
        guard let resolved = app.resolve(state, locale: profile.locale) else {
            throw NavigationError.noScreen
        }
        self.app = app
        self.state = state
        self.locale = profile.locale
        self.settings = settings
        self.voices = voices
        describer = ElementDescriber(
            phrases: try Phrases(locale: profile.locale, in: voices), settings: settings.description)
        screen = NavigableScreen(resolved)
        focus = screen.count > 0 ? 0 : nil
    }

    // MARK: - What is focused and said

    /// The focused element.
    public var focusedNode: ResolvedNode? { focus.map(screen.node(at:)) }

    /// The last thing said.
    public var lastUtterance: Utterance? { log.last }

    /// The rotor's setting on the focused element.
    public var rotorSetting: RotorSetting { rotor.current(on: focusedNode) }

    /// The settings the rotor offers on the focused element, in turning order.
    public var rotorSettings: [RotorSetting] { rotor.available(on: focusedNode) }

    /// VoiceOver's phrases in the session's locale.
    public var phrases: Phrases { describer.phrases }

    /// What VoiceOver says for the element at `position` (focus does not move).
    public func utterance(at position: Int, cause: Utterance.Cause = .focus) -> Utterance {
        describer.describe(
            ElementFactsBuilder(screen: screen).facts(at: position, arrivingFrom: nil), cause: cause)
    }

    // MARK: - Gestures

    /// Performs a gesture and returns what VoiceOver says in response.
    @discardableResult
    public mutating func perform(_ gesture: Gesture) -> [Utterance] {
        cutOffAnnouncements()
        let said: [Utterance]
        switch gesture {
        case .next: said = [step(by: 1)]
        case .previous: said = [step(by: -1)]
        case .first: said = jump(to: screen.count > 0 ? 0 : nil)
        case .last: said = jump(to: screen.count > 0 ? screen.count - 1 : nil)
        case .touch(let point): said = touch(point)
        case .activate: said = doubleTap()
        case .increment: said = adjust(.increment)
        case .decrement: said = adjust(.decrement)
        case .escape: said = act(.escape, unhandled: .failure)
        case .magicTap: said = act(.magicTap, unhandled: .failure)
        case .scroll(let direction): said = act(.scroll(direction), unhandled: .boundary)
        case .readAll(let fromTop): said = readAll(fromTop: fromTop)
        case .rotorNext: said = [turnRotor(forward: true)]
        case .rotorPrevious: said = [turnRotor(forward: false)]
        case .rotorUp: said = moveByRotor(forward: false)
        case .rotorDown: said = moveByRotor(forward: true)
        }
        return record(said)
    }

    @discardableResult public mutating func next() -> [Utterance] { perform(.next) }
    @discardableResult public mutating func previous() -> [Utterance] { perform(.previous) }
    @discardableResult public mutating func activate() -> [Utterance] { perform(.activate) }
    @discardableResult public mutating func increment() -> [Utterance] { perform(.increment) }
    @discardableResult public mutating func decrement() -> [Utterance] { perform(.decrement) }
    @discardableResult public mutating func escape() -> [Utterance] { perform(.escape) }
    @discardableResult public mutating func magicTap() -> [Utterance] { perform(.magicTap) }

    /// Moves focus to the element with this accessibilityIdentifier, generated id or label (as
    /// an app moves it with a notification) and says it.
    @discardableResult
    public mutating func focus(on name: String) throws(NavigationError) -> [Utterance] {
        guard let position = position(named: name) else { throw .unknownElement(name) }
        cutOffAnnouncements()
        return record([moveFocus(to: position, cause: .focus, from: nil)])
    }

    /// What VoiceOver says when the visible screen appears: the screen-change sound and the
    /// focused element.
    @discardableResult
    public mutating func announceScreen() -> [Utterance] {
        cutOffAnnouncements()
        return record([screenChanged(focusing: nil)])
    }

    /// Shows another of the app's screens, as the only screen on the navigation stack, and says
    /// it as a screen change.
    @discardableResult
    public mutating func show(screen name: String) throws(NavigationError) -> [Utterance] {
        try open(screen: name)
        cutOffAnnouncements()
        return record([screenChanged(focusing: nil)])
    }

    /// Shows another of the app's screens as ``show(screen:)`` does, focused on its first
    /// element, without a word: for what looks at every screen of an app rather than listens
    /// (`earshot audit`), which would otherwise describe, and log, a screen change for each.
    package mutating func open(screen name: String) throws(NavigationError) {
        guard state.reset(to: name, in: app) else {
            throw .unknownScreen(name, available: app.screens.map(\.name))
        }
        resolve()
        focus = screen.count > 0 ? 0 : nil
        rotor.focusMoved()
    }

    /// Changes the locale of VoiceOver's words and of the app's strings; focus stays put.
    public mutating func setLocale(_ locale: String) throws {
        let profile = try voices.profile(for: locale)
        describer = ElementDescriber(
            phrases: try Phrases(locale: profile.locale, in: voices), settings: settings.description)
        self.locale = profile.locale
        resolve()
    }

    /// Says that everything spoken so far has been heard: pending announcements finished.
    public mutating func speechDidFinish() {
        announcementOutcomes += pendingAnnouncements.map { AnnouncementOutcome(text: $0, finished: true) }
        pendingAnnouncements = []
    }

    /// Forgets what was said (the log can grow long in long sessions).
    public mutating func clearLog() { log = [] }

    // MARK: - Shared steps

    mutating func record(_ said: [Utterance]) -> [Utterance] {
        log += said
        for utterance in said where utterance.cause == .announcement {
            pendingAnnouncements.append(utterance.segments.map(\.text).joined(separator: " "))
        }
        return said
    }

    /// New speech cuts off announcements that have not been heard to the end.
    mutating func cutOffAnnouncements() {
        announcementOutcomes += pendingAnnouncements.map { AnnouncementOutcome(text: $0, finished: false) }
        pendingAnnouncements = []
    }

    /// The describer for what is said about an element without landing on it (read all, what an
    /// action changed): no hints, no "Actions available".
    var describerWithoutHints: ElementDescriber {
        var quiet = describer
        quiet.settings.speaksHints = false
        quiet.settings.speaksActionsAvailable = false
        return quiet
    }

    /// A segment of VoiceOver's own words in the session's locale (a rotor setting, a scroll
    /// status, an announcement).
    func ownWords(_ text: String, kind: SegmentKind = .status) -> UtterancePart {
        .speech(SpokenSegment(kind: kind, text: text, language: locale))
    }

    /// Focuses `position` and says it.
    mutating func moveFocus(to position: Int, cause: Utterance.Cause, from previous: Int?) -> Utterance {
        focus = position
        rotor.focusMoved()
        return describer.describe(
            ElementFactsBuilder(screen: screen).facts(at: position, arrivingFrom: previous), cause: cause)
    }

    /// A screen change: the sound, then focus on `id`'s element or the first.
    mutating func screenChanged(focusing id: String?) -> Utterance {
        let target = id.flatMap(screen.position(ofID:)) ?? (screen.count > 0 ? 0 : nil)
        guard let target else {
            focus = nil
            rotor.focusMoved()
            return Utterance(cause: .notification, parts: [.cue(.screenChanged)])
        }
        var utterance = moveFocus(to: target, cause: .notification, from: nil)
        utterance.parts.insert(.cue(.screenChanged), at: 0)
        return utterance
    }

    /// Resolves the visible screen again (after a state or locale change), keeping focus on the
    /// same element when it is still reachable.
    mutating func resolve() {
        let focusedID = focusedNode?.id
        // The strings of the screen shown serve again while the locale stays: building them
        // walks the fallback chain of every table.
        let current = screen.resolved.strings
        let strings = current.locale == locale ? current : app.localizations.strings(for: locale)
        guard let resolved = app.resolve(state, strings: strings) else { return }
        screen = NavigableScreen(resolved)
        focus = focusedID.flatMap(screen.position(ofID:))
    }

    /// The position of the element with this identifier, generated id or label.
    func position(named name: String) -> Int? {
        if let position = screen.position(ofID: name) { return position }
        return screen.order.indices.first { screen.node(at: $0).label == name }
            ?? screen.order.indices.first {
                screen.node(at: $0).label?.caseInsensitiveCompare(name) == .orderedSame
            }
    }
}
