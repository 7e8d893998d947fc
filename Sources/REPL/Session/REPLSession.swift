import AccessibilityModel
import AppFiles
import Audit
import FileWriting
import Foundation
import Navigation
import Reporting
import SpokenDescription
import Utterances
import Voices

/// One run of the REPL: VoiceOver on an app, the speech output, and everything said. Key mode,
/// the command line and scripts all drive it with ``run(_:)`` or ``execute(_:as:)``.
final class REPLSession {
    private(set) var navigation: NavigationSession
    private(set) var transcript = Transcript()
    let voices: VoiceCatalog
    let speech: any SpeechOutput
    /// A live session interrupts speech with each command and counts speech as heard once it
    /// has played; a script's session queues speech and counts it heard once printed
    /// (``speechWasHeard()``).
    let live: Bool
    /// The voice's base pitch; nil is the voice's own.
    private(set) var pitch: Int?
    /// The files the app was read from, which `transcript save` and `record` never write over.
    private var inputs: [URL]
    /// Voice Control's overlay the map shows: Show names, Show numbers, or neither.
    private(set) var overlay = VoiceControlOverlay.none

    /// What the map draws for ``overlay`` on the visible screen.
    var mapOverlay: ScreenMap.MapOverlay {
        overlay == .none ? .none : ScreenMap.MapOverlay(overlay, targets: navigation.voiceControlTargets)
    }

    init(
        app: App, readFrom inputs: [URL] = [], locale: String, voices: VoiceCatalog, speech: any SpeechOutput,
        live: Bool
    )
        throws(CommandError)
    {
        self.voices = voices
        self.speech = speech
        self.live = live
        self.inputs = inputs
        navigation = try Self.navigation(app: app, locale: locale, voices: voices, settings: NavigationSettings())
    }

    /// What is said when the app opens: its first screen appearing.
    func start() -> Response {
        let said = navigation.announceScreen()
        speak(said, for: "start")
        return Response(said: said)
    }

    /// Runs one line of command mode or of a script; nil for a blank line or a comment.
    func run(_ line: String) throws(CommandError) -> Response? {
        guard let command = try CommandParser.parse(line) else { return nil }
        return try execute(command, as: line.trimmingCharacters(in: .whitespaces))
    }

    /// Runs `command`; `text` names it in the transcript.
    func execute(_ command: Command, as text: String) throws(CommandError) -> Response {
        let wasSpeaking = live && speech.isSpeaking
        if live && !wasSpeaking { navigation.speechDidFinish() }
        var response = try perform(command)
        // The transcript keeps what was said; the navigation session's own log would only grow.
        navigation.clearLog()
        if wasSpeaking && (!response.said.isEmpty || command == .stopSpeech) {
            transcript.markCutOff()
            response.cutOff = true
        }
        if !response.said.isEmpty { speak(response.said, for: text) }
        response.speechFailure = speech.takeFailure()
        return response
    }

    /// Speech printed in a script counts as heard: pending announcements finished.
    func speechWasHeard() { navigation.speechDidFinish() }

    /// Ends the session: writes a recording still running, then releases the sound device.
    /// Returns what to tell the person.
    func finish() throws(CommandError) -> Response {
        defer { speech.close() }
        var response = speech.recordingURL == nil ? Response() : try perform(.stopRecording)
        response.speechFailure = speech.takeFailure()
        return response
    }

    var voice: SpeechVoice {
        SpeechVoice(locale: navigation.locale, rate: navigation.settings.speechRate, pitch: pitch)
    }

    private func speak(_ said: [Utterance], for command: String) {
        transcript.record(command, said)
        speech.speak(said, voice: voice, interrupting: live)
    }

    private func perform(_ command: Command) throws(CommandError) -> Response {
        switch command {
        case .gesture(let gesture): return gestured(gesture)
        case .focus(let name): return try focus(on: name)
        case .screen(let name):
            do {
                return Response(said: try navigation.show(screen: name))
            } catch {
                throw CommandError(error.description)
            }
        case .load(let path): return try load(path)
        case .locale(let locale): return try setLocale(locale)
        case .rate(let rate):
            if let rate { navigation.settings.speechRate = rate }
            return Response(lines: [StyledText("speech rate \(navigation.settings.speechRate)%")])
        case .pitch(let pitch):
            if let pitch { self.pitch = pitch }
            let own = (try? voices.profile(for: navigation.locale).pitch) ?? 50
            let said = self.pitch.map { "pitch \($0) (the voice's own is \(own))" } ?? "pitch \(own) (the voice's own)"
            return Response(lines: [StyledText(said)])
        case .hints(let on):
            if let on { navigation.settings.description.speaksHints = on }
            return Response(lines: [StyledText("hints \(navigation.settings.description.speaksHints ? "on" : "off")")])
        case .pitchChange(let on):
            if let on { navigation.settings.description.pitchChange = on }
            return Response(
                lines: [StyledText("pitch change \(navigation.settings.description.pitchChange ? "on" : "off")")])
        case .say(let request): return Response(said: [say(request)])
        case .whereAmI: return Response(lines: WhereView(navigation: navigation).lines())
        case .audit:
            do {
                return Response(
                    lines: AuditView(findings: try Auditor(voices: voices).findingsOnFocus(of: navigation)).lines())
            } catch {
                throw CommandError("cannot audit: \(error)", status: .unavailable)
            }
        case .tree: return Response(lines: TreeView(screen: navigation.screen, focus: navigation.focus).lines())
        case .map: return Response(showsMap: true)
        case .names(let on): return showOverlay(.names, on: on)
        case .numbers(let on): return showOverlay(.numbers, on: on)
        case .voice(let utterance): return try voice(utterance)
        case .saveTranscript(let path):
            let url = AppFile.url(path)
            try checkNotAnInput(url)
            try transcript.save(to: url)
            let dropped = transcript.dropped > 0 ? "; the first \(transcript.dropped) are not kept" : ""
            return Response(lines: [
                StyledText("saved the transcript (\(transcript.count) commands\(dropped)) to \(url.path)")
            ])
        case .record(let path): return try record(to: AppFile.url(path))
        case .stopRecording:
            let url = speech.recordingURL
            return wrote(url?.path ?? "", seconds: try speech.stopRecording())
        case .saveRecording(let path):
            let url = AppFile.url(path)
            try checkNotAnInput(url)
            return wrote(url.path, seconds: try speech.saveRecording(to: url))
        case .wait:
            speech.waitUntilDone()
            navigation.speechDidFinish()
            return Response()
        case .stopSpeech:
            speech.stop()
            return Response()
        case .help(let topic): return Response(lines: try CommandParser.help(topic).map { StyledText($0) })
        case .quit: return Response(quits: true)
        }
    }

    /// Shows (`on`), hides or turns over one of Voice Control's overlays; shown, it lists what
    /// the map marks.
    private func showOverlay(_ kind: VoiceControlOverlay, on: Bool?) -> Response {
        let show = on ?? (overlay != kind)
        let name = kind == .names ? "names" : "numbers"
        guard show else {
            if overlay == kind { overlay = .none }
            return Response(lines: [StyledText("Voice Control's \(name) hidden", .dim)], showsMap: true)
        }
        overlay = kind
        let targets = navigation.voiceControlTargets
        guard !targets.isEmpty else {
            return Response(lines: [StyledText("nothing on this screen to act on, so no \(name)", .dim)])
        }
        let heading = kind == .names ? "Show names: each control's name" : "Show numbers: say Tap and a number"
        return Response(lines: [StyledText(heading, .dim)] + targets.map { Self.line(kind, $0) }, showsMap: true)
    }

    /// One control as an overlay lists it: "  Send  element 3" or "  1  Send  element 3".
    private static func line(_ kind: VoiceControlOverlay, _ target: VoiceControlTarget) -> StyledText {
        let name = target.name.map { StyledText($0, .segment(.label)) } ?? StyledText("(no name to say)", .error)
        let number = kind == .numbers ? StyledText("\(target.number)", .number) + StyledText("  ") : StyledText()
        let more = target.names.count > 1 ? " (also " + target.names.dropFirst().joined(separator: ", ") + ")" : ""
        return StyledText("  ") + number + name + StyledText(more + "  element \(target.position + 1)", .dim)
    }

    /// Says `utterance` to Voice Control: what the tap made VoiceOver say, or why nothing was
    /// tapped (an error, so a script fails on it). Show and Hide names and numbers work too.
    private func voice(_ utterance: String) throws(CommandError) -> Response {
        let words = utterance.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        if words.count == 2, ["show", "hide"].contains(words[0]), ["names", "numbers"].contains(words[1]) {
            return showOverlay(words[1] == "names" ? .names : .numbers, on: words[0] == "show")
        }
        let result = navigation.voiceControl(utterance)
        guard case .tapped = result.outcome else { throw CommandError(result.message) }
        let problems = navigation.takeProblems().map { StyledText("warning: \($0)", .error) }
        return Response(said: result.said, lines: [StyledText(result.message, .dim)] + problems)
    }

    private func wrote(_ path: String, seconds: Double) -> Response {
        Response(lines: [StyledText("wrote \(path) (\(String(format: "%.1f", seconds)) s)")])
    }

    private func gestured(_ gesture: Gesture) -> Response {
        let said = navigation.perform(gesture)
        let problems = navigation.takeProblems().map { StyledText("warning: \($0)", .error) }
        guard said.isEmpty, case .touch(let point) = gesture else { return Response(said: said, lines: problems) }
        let size = Points.size(navigation.screen.resolved.size)
        return Response(lines: [
            StyledText(
                "nothing to focus at \(Points.number(point.x)), \(Points.number(point.y)) "
                    + "(the screen is \(size) pt; where and tree show frames)", .dim)
        ])
    }

    /// Focus by label or identifier; "#id", as `where` and `tree` write identifiers, works too.
    private func focus(on name: String) throws(CommandError) -> Response {
        do {
            if name.hasPrefix("#"), navigation.screen.position(ofID: String(name.dropFirst())) != nil {
                return Response(said: try navigation.focus(on: String(name.dropFirst())))
            }
            return Response(said: try navigation.focus(on: name))
        } catch {
            let screen = navigation.screen
            let names = screen.order.indices.flatMap { position in
                let node = screen.node(at: position)
                return [node.label, node.accessibilityIdentifier].compactMap { $0 }
            }
            let hint = names.nearest(to: name).map { "; did you mean '\($0)'?" } ?? "; tree lists the elements"
            throw CommandError(error.description + hint)
        }
    }

    private func load(_ path: String) throws(CommandError) -> Response {
        let loaded = try AppFile.load(AppFile.url(path))
        navigation = try Self.navigation(
            app: loaded.app, locale: navigation.locale, voices: voices, settings: navigation.settings)
        inputs = loaded.sources
        let screens = loaded.app.screens.count
        return Response(
            said: navigation.announceScreen(),
            lines: [StyledText("loaded \(path): \(screens) screen\(screens == 1 ? "" : "s")", .dim)])
    }

    private func setLocale(_ locale: String?) throws(CommandError) -> Response {
        guard let locale else {
            return Response(lines: [
                StyledText("locale \(navigation.locale); available: \(voices.locales.joined(separator: ", "))")
            ])
        }
        let match = try Self.resolve(locale, in: voices)
        do {
            try navigation.setLocale(match.profile.locale)
        } catch {
            throw CommandError("\(error)")
        }
        return Response(
            said: navigation.focus.map { [navigation.utterance(at: $0)] } ?? [],
            lines: [StyledText(match.note ?? "locale \(navigation.locale) (\(match.profile.name))", .dim)])
    }

    /// The voice that speaks `locale` (see `VoiceCatalog.resolve`): an unknown or malformed tag
    /// is an error listing the locales there are.
    static func resolve(_ locale: String, in voices: VoiceCatalog) throws(CommandError) -> LocaleMatch {
        do {
            return try voices.resolve(locale)
        } catch let error as VoiceError {
            if case .unknownLocale(_, let available) = error {
                throw CommandError(
                    "unknown locale '\(locale.quotedForMessage())'; available: \(available.joined(separator: ", "))",
                    status: .usageError)
            }
            throw CommandError(error.description)
        } catch {
            throw CommandError("\(error)")
        }
    }

    private func say(_ request: SayRequest) -> Utterance {
        let describer = ElementDescriber(phrases: navigation.phrases, settings: navigation.settings.description)
        let facts = ElementFacts(label: request.label, value: request.value, hint: request.hint, traits: request.traits)
        return describer.describe(facts, cause: .describe)
    }

    private func record(to url: URL) throws(CommandError) -> Response {
        guard url.pathExtension.lowercased() == "wav" else {
            throw CommandError("record takes a file ending in .wav, or stop; e.g. record session.wav")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("cannot record to \(url.path): it is a folder; name a .wav file", status: .outputError)
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot record to \(url.path): no folder \(folder)", status: .outputError)
        }
        guard access(folder, W_OK) == 0 else {
            throw CommandError(
                "cannot record to \(url.path): the folder \(folder) is not writable", status: .outputError)
        }
        try checkNotAnInput(url)
        try speech.startRecording(to: url)
        return Response(lines: [StyledText("recording to \(url.path); record stop writes it")])
    }

    /// Refuses a file the app was read from as the place to write to.
    private func checkNotAnInput(_ url: URL) throws(CommandError) {
        do {
            try OutputTarget.checkFile(url, notOneOf: inputs)
        } catch {
            throw CommandError(error.description, status: .outputError)
        }
    }

    private static func navigation(
        app: App, locale: String, voices: VoiceCatalog, settings: NavigationSettings
    )
        throws(CommandError) -> NavigationSession
    {
        do {
            return try NavigationSession(app: app, locale: locale, voices: voices, settings: settings)
        } catch {
            throw CommandError("\(error)")
        }
    }
}
