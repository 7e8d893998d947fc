import AccessibilityModel
import Audit
import Findings
import Foundation
import Navigation
import SpeechBridge
import UtteranceRendering
import Utterances
import Voices

/// One VoiceOver session of the workshop: the app, focus and settings a presenter drives, and
/// the pages (``Audience``) that see and hear it. Gestures are taken in the order they arrive;
/// each interrupts the speech before it, on the server and in every page, as on a phone.
actor WorkshopSession {
    /// The code others follow the session with.
    let code: String
    let audience = Audience()
    private let voices: VoiceCatalog
    private let audits: ScreenAudits
    /// Each rule's reason, by rule id.
    private let reasons: [String: String]
    /// The server's synthesis, which this session's speech is one voice of: a new utterance
    /// replaces this session's speech only.
    private let synthesis: SynthesisScheduler
    /// This session's voice in `synthesis`.
    private let voice: Int
    private let busy: BusyIndicator
    /// The screenshot of the start screen, when the server has one.
    private let startScreenshot: Screenshot?
    /// Why the start screen's screenshot is not drawn, told to every page; nil when it is.
    private var screenshotProblem: String?
    private let playback = PlaybackClock()
    /// Nil while the file does not load.
    private var navigation: NavigationSession?
    /// Which load of the file `navigation` is of.
    private var load = 0
    private var diagnostics: [String] = []
    /// The locale asked for, kept across reloads of the file.
    private var locale: String
    private var settings = NavigationSettings()
    private var nextStream: UInt32 = 1
    /// How far the drawing is scrolled to show the focused element.
    private var scrollY = 0.0
    /// The state of the app the pages were last sent the drawing of: another screen, or a
    /// changed value on this one, is drawn again.
    private var drawnState: AppState?
    private var findings: FindingsCache?
    private var findingsTask: Task<Void, Never>?
    /// What the pages were last sent of the focused element's findings: a move between two
    /// elements without findings changes nothing a page shows, and sends nothing.
    private var shownFindings: ServerMessage.Findings.Shown?
    private(set) var lastActivity = ContinuousClock.now

    init(
        code: String, loaded: AppDocument.Loaded, locale: String, voices: VoiceCatalog, audits: ScreenAudits,
        synthesis: SynthesisScheduler, startScreenshot: Screenshot? = nil, screenshotProblem: String? = nil
    ) {
        self.code = code
        self.synthesis = synthesis
        voice = synthesis.newSession()
        busy = BusyIndicator(audience: audience)
        self.startScreenshot = startScreenshot
        self.screenshotProblem = screenshotProblem
        self.voices = voices
        self.audits = audits
        self.locale = locale
        reasons = Dictionary(
            audits.auditor.rules.map { ($0.rule.id, $0.rule.why) }, uniquingKeysWith: { first, _ in first })
        (navigation, diagnostics, load) = Self.open(loaded, locale: locale, voices: voices, settings: settings)
    }

    // MARK: - Pages

    /// Adds a page; it is sent the welcome, the screen and where focus is.
    func join(page: Int, _ continuation: AsyncStream<Outgoing>.Continuation, presenter: Bool, file: String) {
        audience.add(page, continuation)
        let welcome = ServerMessage.Welcome(
            session: code, presenter: presenter, file: file, locales: voices.profiles.map(\.locale),
            screens: navigation?.app.screens.map(\.name) ?? [], sampleRate: PCMFormat.sampleRate)
        audience.send(.text(ServerMessage.text(welcome)), to: page)
        for problem in [synthesis.problem, screenshotProblem].compactMap(\.self) {
            audience.send(.text(ServerMessage.text(ServerMessage.Problem(message: problem))), to: page)
        }
        for message in state() { audience.send(message, to: page) }
        shownFindings = nil
        lastActivity = .now
    }

    /// Removes a page; when it was the last, the speech nobody hears any more stops.
    func leave(page: Int) {
        audience.remove(page)
        if audience.isEmpty { synthesis.stop(session: voice) }
        lastActivity = .now
    }

    var hasPages: Bool { !audience.isEmpty }

    /// Ends the session: speech stops and every page's connection closes.
    func close() {
        findingsTask?.cancel()
        synthesis.stop(session: voice)
        audience.close()
    }

    // MARK: - Messages

    /// Does what a presenter's page asked.
    func receive(_ message: ClientMessage) {
        lastActivity = .now
        guard navigation != nil else {
            send(ServerMessage.LoadError(diagnostics: diagnostics))
            return
        }
        if playback.hasPlayedOut { navigation?.speechDidFinish() }
        switch message {
        case .gesture(let gesture):
            speak(navigation?.perform(gesture) ?? [])
        case .activate(let point):
            let touched = navigation?.perform(.touch(point)) ?? []
            speak(touched + (navigation?.perform(.activate) ?? []))
        case .stopSpeech:
            audience.interrupt(before: nextStream)
            synthesis.stop(session: voice)
            audience.send(.text(said(streams: [], utterances: [], interrupts: true).json))
        case .settings(let change):
            change.apply(to: &settings)
            navigation?.settings = settings
            send(settingsMessage())
        case .locale(let tag):
            do {
                try navigation?.setLocale(tag)
            } catch {
                send(ServerMessage.Problem(message: "cannot speak '\(tag.quotedForMessage())': \(error)"))
                return
            }
            guard let navigation else { return }
            locale = navigation.locale
            send(screenMessage(navigation))
            speak(focusUtterance())
        case .screen(let name):
            do {
                let said = try navigation?.show(screen: name) ?? []
                if let navigation { send(screenMessage(navigation)) }
                speak(said)
            } catch {
                send(ServerMessage.Problem(message: error.description))
            }
        }
        for problem in navigation?.takeProblems() ?? [] { send(ServerMessage.Problem(message: problem)) }
        navigation?.clearLog()
    }

    /// The file changed: the app is loaded again (or its errors shown), keeping the locale, the
    /// settings, the screen shown and the focused element (see ``restore(screen:element:position:)``).
    /// `screenshotProblem` is why the start screen's screenshot is not drawn now, if it is not.
    func reload(_ loaded: AppDocument.Loaded, screenshotProblem: String? = nil) {
        let screen = navigation?.state.currentScreen
        let element = navigation?.focusedNode?.id
        let position = navigation?.focus
        apply(loaded)
        restore(screen: screen, element: element, position: position)
        if screenshotProblem != self.screenshotProblem, let screenshotProblem {
            send(ServerMessage.Problem(message: screenshotProblem))
        }
        self.screenshotProblem = screenshotProblem
        for message in state() { audience.send(message) }
        sendFindings()
    }

    /// Shows `screen` again, when the app still has it, focused on `element` when the screen
    /// still has it, else on the element at `position` in swipe order (the last when there are
    /// fewer); without a word. A screen gone leaves the session on the start screen.
    private func restore(screen: String?, element: String?, position: Int?) {
        guard var navigation, let screen else { return }
        if screen != navigation.state.currentScreen {
            guard (try? navigation.open(screen: screen)) != nil else { return }
        }
        if let element, navigation.screen.position(ofID: element) != nil {
            _ = try? navigation.focus(on: element)
        } else if let position, navigation.screen.count > 0 {
            _ = try? navigation.focus(on: navigation.screen.node(at: min(position, navigation.screen.count - 1)).id)
        }
        for problem in navigation.takeProblems() { send(ServerMessage.Problem(message: problem)) }
        navigation.clearLog()
        self.navigation = navigation
    }

    private func apply(_ loaded: AppDocument.Loaded) {
        findings = nil
        shownFindings = nil
        (navigation, diagnostics, load) = Self.open(loaded, locale: locale, voices: voices, settings: settings)
    }

    /// A VoiceOver session on what was loaded and which load it is of, or why there is none.
    private static func open(
        _ loaded: AppDocument.Loaded, locale: String, voices: VoiceCatalog, settings: NavigationSettings
    ) -> (NavigationSession?, [String], load: Int) {
        switch loaded {
        case .app(let app, let load):
            do {
                return (try NavigationSession(app: app, locale: locale, voices: voices, settings: settings), [], load)
            } catch {
                return (nil, ["cannot open the app: \(error)"], load)
            }
        case .failed(let diagnostics):
            return (nil, diagnostics, 0)
        }
    }

    // MARK: - Speaking

    /// Sends what was said to every page, then synthesises it: the first utterance interrupts
    /// what is being said, the rest follow it. The server's synthesis says when it cannot keep
    /// up, and the pages show it busy.
    private func speak(_ utterances: [Utterance]) {
        guard let navigation, !utterances.isEmpty else { return }
        let streams = utterances.map { _ in
            defer { nextStream &+= 1 }
            return nextStream
        }
        audience.interrupt(before: streams[0])
        audience.send(.text(said(streams: streams, utterances: utterances, interrupts: true).json))
        if synthesis.problem == nil {
            let format = UtteranceFormat.speech(
                voices: voices,
                options: SpeechOptions(
                    locale: navigation.locale, rate: .voiceOver(percent: navigation.settings.speechRate)))
            playback.start(streams: utterances.count)
            synthesis.speak(
                session: voice,
                zip(streams, utterances).map { stream, utterance in
                    (format.render(utterance), AudioStream(stream: stream, audience: audience, ended: playback.ended))
                },
                busy: busy.report)
        }
        followFocus(navigation)
        sendFindings()
    }

    private func focusUtterance() -> [Utterance] {
        guard let navigation, let focus = navigation.focus else { return [] }
        return [navigation.utterance(at: focus)]
    }

    // MARK: - Findings

    /// The findings on the visible screen, for one load of the file, state, locale and set of
    /// settings.
    private struct FindingsCache {
        var key: ScreenAudits.Key
        var byElement: ScreenAudits.ByElement
    }

    /// Sends the findings on the focused element: from the audit of the screen already made, or
    /// from one made now off the session's turn (a large screen takes a while).
    private func sendFindings() {
        guard let navigation else { return }
        let key = ScreenAudits.Key(navigation, load: load)
        if let findings, findings.key == key {
            show(findingsMessage(findings.byElement))
            return
        }
        findingsTask?.cancel()
        let audit = audits.findings(on: navigation, key: key)
        findingsTask = Task {
            let byElement = await audit.value
            guard !Task.isCancelled else { return }
            store(FindingsCache(key: key, byElement: byElement))
        }
    }

    private func store(_ cache: FindingsCache) {
        guard let navigation, cache.key == ScreenAudits.Key(navigation, load: load) else { return }
        findings = cache
        show(findingsMessage(cache.byElement))
    }

    private func show(_ message: ServerMessage.Findings) {
        guard message.shown != shownFindings else { return }
        shownFindings = message.shown
        send(message)
    }

    private func findingsMessage(_ byElement: ScreenAudits.ByElement) -> ServerMessage.Findings {
        let node = navigation?.focusedNode
        let element = node?.reportedName
        return ServerMessage.Findings(
            element: element,
            findings: (element.flatMap { byElement[$0] } ?? []).map { finding in
                ServerMessage.FindingSummary(
                    rule: finding.rule, severity: finding.severity.rawValue, message: finding.message,
                    why: reasons[finding.rule], spokenNow: finding.spokenNow, spokenAfterFix: finding.spokenAfterFix)
            })
    }

    // MARK: - Messages to pages

    /// Everything a page needs to show the session as it is now.
    private func state() -> [Outgoing] {
        guard let navigation else {
            return [.text(ServerMessage.text(ServerMessage.LoadError(diagnostics: diagnostics)))]
        }
        var messages: [Outgoing] = [
            .text(ServerMessage.text(screenMessage(navigation))),
            .text(ServerMessage.text(settingsMessage())),
            .text(said(streams: [], utterances: [], interrupts: false).json),
        ]
        if let findings, navigation.focus != nil {
            messages.append(.text(ServerMessage.text(findingsMessage(findings.byElement))))
        }
        if busy.isBusy { messages.append(.text(ServerMessage.text(ServerMessage.Busy(busy: true)))) }
        return messages
    }

    private func send(_ message: some Encodable) {
        audience.send(.text(ServerMessage.text(message)))
    }

    private func said(streams: [UInt32], utterances: [Utterance], interrupts: Bool) -> ServerMessage.Said {
        let focus = navigation.flatMap { navigation in
            navigation.focus.map { position in
                let node = navigation.screen.node(at: position)
                return ServerMessage.Focus(
                    id: node.id, order: position + 1, x: node.frame.x, y: node.frame.y, width: node.frame.width,
                    height: node.frame.height)
            }
        }
        return ServerMessage.Said(
            interrupts: interrupts,
            utterances: zip(streams, utterances).map { stream, utterance in
                ServerMessage.SaidUtterance(
                    stream: stream, cause: utterance.cause.rawValue,
                    text: UtteranceFormat.transcript.render(utterance),
                    parts: utterance.parts.map(ServerMessage.Part.init))
            },
            focus: focus,
            rotor: navigation.map { $0.rotorSetting.name(in: $0.phrases) } ?? "")
    }

    private func screenMessage(_ navigation: NavigationSession) -> ServerMessage.Screen {
        if drawnState?.currentScreen != navigation.state.currentScreen { scrollY = 0 }
        scrollY = scroll(toShowFocusOf: navigation)
        drawnState = navigation.state
        return ScreenDrawing.message(for: navigation, scrollY: scrollY, screenshot: screenshot(of: navigation))
    }

    /// Where pages load the screenshot of the screen shown: its own, or else the server's for the
    /// start screen (when it can be drawn). A screenshot is of the screen as it first shows, so
    /// none is drawn scrolled.
    private func screenshot(of navigation: NavigationSession) -> String? {
        let current = navigation.state.currentScreen
        guard scrollY == 0 else { return nil }
        if let index = navigation.app.screens.firstIndex(where: { $0.name == current }),
            let file = navigation.app.screens[index].screenshot
        {
            return Screenshot.path(ofScreen: index, file: URL(fileURLWithPath: file))
        }
        guard current == navigation.app.startScreen, let startScreenshot, screenshotProblem == nil else { return nil }
        return startScreenshot.versionedPath
    }

    /// Draws the screen again when the app's state has changed (another screen opened or went
    /// back, a value changed) or focus has moved out of view.
    private func followFocus(_ navigation: NavigationSession) {
        guard navigation.state != drawnState || scroll(toShowFocusOf: navigation) != scrollY else { return }
        send(screenMessage(navigation))
    }

    /// How far to scroll the drawing so the focused element is in view.
    private func scroll(toShowFocusOf navigation: NavigationSession) -> Double {
        guard let node = navigation.focusedNode else { return scrollY }
        return ScreenDrawing.scroll(scrollY, toShow: node.frame, height: navigation.screen.resolved.size.height)
    }

    private func settingsMessage() -> ServerMessage.SettingsState {
        ServerMessage.SettingsState(settings)
    }
}
