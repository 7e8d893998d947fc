import AccessibilityModel
import AppFiles
import Audit
import Foundation
import Navigation
import Reporting
import SpeechBridge
import UtteranceRendering
import Utterances
import Voices

/// Renders work items in a worker process: each element's WAV file (reused when its render key
/// is unchanged) and the screen's WAV file with one caption cue per element, streamed to disk,
/// and the audit's findings on the screen's elements.
public final class ScreenRenderer {
    let app: App
    let settings: RenderSettings
    let voices: ListeningVoices
    let output: URL
    /// `output` and `previous` as paths: what each element's files are named from, many times a
    /// screen.
    let outputPath: String
    private let previousPath: String?
    /// Nil for a renderer that only reuses earlier audio (see ``reuse(_:)``).
    let synthesizer: Synthesizer?
    let previous: URL?

    /// Silence between elements in the whole-screen audio.
    public static let gapMilliseconds = 500

    /// Thrown by a renderer that does not synthesise when an element needs it.
    struct NeedsSynthesis: Error {}

    /// A renderer of the app file `loaded` (the app, and the places the audit's findings name),
    /// speaking with `synthesizer`, or, without one, only reusing earlier audio.
    public init(
        loaded: LoadedApp, settings: RenderSettings, voices: ListeningVoices, synthesizer: Synthesizer?
    ) {
        app = loaded.app
        self.settings = settings
        self.voices = voices
        self.synthesizer = synthesizer
        output = URL(fileURLWithPath: settings.output)
        previous = settings.previous.map { URL(fileURLWithPath: $0) }
        outputPath = output.path
        previousPath = previous?.path
    }

    public func render(_ item: WorkItem) throws -> ScreenResult {
        let described = try describe(item)
        var elements = described.elements
        let utterances = described.utterances
        try ReportFolder.makeFolder("audio/\(item.locale)", in: output)
        let files = screenFiles(item, elements: elements)
        let claims = ElementClaims(output: output, screen: files.name)
        // Which elements need synthesis is settled before any is started: a renderer without a
        // synthesizer gives up on the item then, having written nothing. What a helper has
        // claimed already is rendered in this run, whether or not its file is written yet.
        let helped = claims.hasHelper
        var durations: [String: Double] = [:]
        var synthesized: Set<String> = []
        for index in elements.indices where !synthesized.contains(elements[index].audio) {
            let claimedByHelper = helped && claims.isClaimed(elements[index].audio)
            if !claimedByHelper, let duration = reuse(elements[index].audio) {
                durations[elements[index].audio] = duration
            } else {
                synthesized.insert(elements[index].audio)
                elements[index].synthesized = true
            }
        }
        guard synthesized.isEmpty || synthesizer != nil else { throw NeedsSynthesis() }
        let linkedDuration = try linkPrevious(files)
        let screenAudio =
            linkedDuration == nil ? try ScreenAudio(url: files.audio, gapMilliseconds: Self.gapMilliseconds) : nil
        if let synthesizer, !synthesized.isEmpty {
            durations.merge(
                try synthesize(
                    elements, utterances: utterances, item: item, with: synthesizer,
                    claims: claims, into: screenAudio)
            ) { _, written in written }
        } else if let screenAudio {
            for element in elements { try appendFromDisk(element, to: screenAudio) }
        }
        for index in elements.indices {
            guard let duration = durations[elements[index].audio] else {
                throw ListenError.worker("\(elements[index].audio) was not written")
            }
            elements[index].spoken.duration = duration
        }
        let duration = try linkedDuration ?? screenAudio?.finish(captionsFile: files.captions) ?? 0
        return ScreenResult(
            locale: item.locale, screen: item.screen.name, elements: elements,
            audio: files.name + ".wav", captions: files.name + ".vtt", duration: duration)
    }

    /// A screen reached as a user would, and what each of its elements says.
    struct DescribedScreen {
        var session: NavigationSession
        var elements: [RenderedElement]
        var utterances: [Utterance]
    }

    /// The item's screen, described.
    func describe(_ item: WorkItem) throws -> DescribedScreen {
        guard let profile = voices.profiles[item.locale], let screen = app.screen(named: item.screen.name) else {
            throw ListenError.worker("nothing to render for \(item.locale) \(item.screen.name)")
        }
        let session = try ScreenPlan.session(
            reaching: item.screen, app: app, locale: profile.locale, voices: voices.catalog)
        let (elements, utterances) = spokenElements(session, item: item, screen: screen, profile: profile)
        return DescribedScreen(session: session, elements: elements, utterances: utterances)
    }

    /// The requests that speak the item's locale at the run's rate and pitch.
    func speechFormat(_ locale: String) -> UtteranceFormat<SpeechRequest> {
        let profile = voices.profiles[locale]
        let options = SpeechOptions(
            locale: profile?.locale ?? locale, rate: settings.rate.map { .voiceOver(percent: $0) },
            pitch: settings.pitch)
        return .speech(voices: voices.catalog, options: options)
    }

    /// What each element of the session's screen says, in swipe order, with the file its audio
    /// goes to (named by its render key); durations are filled in once the audio is written.
    private func spokenElements(
        _ session: NavigationSession, item: WorkItem, screen: Screen, profile: VoiceProfile
    ) -> (elements: [RenderedElement], utterances: [Utterance]) {
        let keys = ElementKeys(screen: screen)
        let strings = app.localizations.strings(for: profile.locale)
        var elements: [RenderedElement] = []
        var utterances: [Utterance] = []
        for position in 0..<session.screen.count {
            let utterance = session.utterance(at: position)
            let node = session.screen.node(at: position)
            let key = RenderKey(
                utterance: utterance, voice: profile.espeakVoice, rate: settings.rate, pitch: settings.pitch,
                engine: settings.engine
            ).value
            let spoken = SpokenElement(
                screen: item.screen.name, element: node.reportedName, position: position,
                label: node.label, value: node.value, hint: node.hint,
                traits: AccessibilityTraits.named.filter { node.traits.contains($0.trait) }.map(\.name),
                language: node.language, keys: keys.keys(of: node, strings: strings),
                spoken: UtteranceFormat.transcript.render(utterance), duration: 0)
            elements.append(
                RenderedElement(
                    spoken: spoken, paced: UtteranceFormat.pacedTranscript.render(utterance),
                    audio: "audio/\(item.locale)/\(key).wav", renderKey: key, synthesized: false))
            utterances.append(utterance)
        }
        return (elements, utterances)
    }

    /// Synthesises the elements marked `synthesized` into their files, and passes every
    /// element's audio in order to the screen's audio (when it is being written); returns the
    /// duration of each file written. Once a helper has announced itself on the screen's
    /// `claims`, an element it claimed first is its to write, and is waited for.
    private func synthesize(
        _ elements: [RenderedElement], utterances: [Utterance], item: WorkItem, with synthesizer: Synthesizer,
        claims: ElementClaims, into screenAudio: ScreenAudio?
    ) throws -> [String: Double] {
        var written: [String: Double] = [:]
        var helped = false
        let synthesis = PipelinedSynthesis(synthesizer: synthesizer, format: speechFormat(item.locale)) {
            index, audio in
            let element = elements[index]
            switch audio {
            case .synthesized(let synthesized):
                let samples = try self.write(synthesized, to: element.audio)
                written[element.audio] = PCMFormat.seconds(samples: samples.count)
                screenAudio?.append(samples, text: element.spoken.spoken)
            case .onDisk:
                if helped { try self.waitForHelper(element.audio) }
                if let screenAudio {
                    let samples = try self.appendFromDisk(element, to: screenAudio)
                    written[element.audio] = written[element.audio] ?? PCMFormat.seconds(samples: samples)
                } else if written[element.audio] == nil {
                    written[element.audio] = self.writtenDuration(element.audio)
                }
            }
        }
        // This worker's elements queued for synthesis, the latest last.
        var queued: [String] = []
        for index in elements.indices {
            guard elements[index].synthesized else {
                try synthesis.reuse(element: index)
                continue
            }
            // A helper is looked for once a batch.
            if !helped, queued.count % PipelinedSynthesis.batch == 0, claims.hasHelper {
                helped = true
                for audio in queued.suffix(PipelinedSynthesis.depth) { _ = try claims.claim(audio) }
            }
            if helped, try !claims.claim(elements[index].audio) {
                try synthesis.reuse(element: index)
                continue
            }
            queued.append(elements[index].audio)
            try synthesis.synthesize(utterances[index], element: index)
        }
        try synthesis.finish()
        return written
    }

    /// Appends an element's audio, read from its file, to the screen's audio; returns how many
    /// samples it has.
    @discardableResult
    private func appendFromDisk(_ element: RenderedElement, to screenAudio: ScreenAudio) throws -> Int {
        let samples = try PCMWAV.samples(of: output.appendingPathComponent(element.audio))
        screenAudio.append(samples, text: element.spoken.spoken)
        return samples.count
    }

    /// The item rendered from the previous report's audio alone, or nil when an element needs
    /// synthesis (a worker renders it then). The run does this itself before starting workers,
    /// so an unchanged screen costs no worker.
    public func reuse(_ item: WorkItem) throws -> ScreenResult? {
        do {
            return try render(item)
        } catch is NeedsSynthesis {
            return nil
        }
    }

    /// The duration of the element's WAV file at `path` when it is there already (another
    /// element says the same) or was linked from the previous report; nil when it must be
    /// synthesised.
    private func reuse(_ path: String) -> Double? {
        if let duration = writtenDuration(path) { return duration }
        guard let duration = previousDuration(path), linkFromPrevious(path) else { return nil }
        return duration
    }

    /// The duration of the WAV file at `path` in this report, when it is written.
    func writtenDuration(_ path: String) -> Double? {
        Self.duration(ofFile: outputPath + "/" + path)
    }

    /// The duration of the WAV file at `path` in the previous report, if there is one.
    private func previousDuration(_ path: String) -> Double? {
        previousPath.flatMap { Self.duration(ofFile: $0 + "/" + path) }
    }

    /// Links the file at `path` in the previous report to the same place in this one.
    private func linkFromPrevious(_ path: String) -> Bool {
        guard let previous else { return false }
        return Self.link(previous.appendingPathComponent(path), to: output.appendingPathComponent(path))
    }

    /// Writes a synthesised element's WAV file; returns the samples of the file kept, which are
    /// another worker's when it wrote the same file first (see ``write(_:to:)``).
    func write(_ samples: [Int16], to path: String) throws -> [Int16] {
        let file = outputPath + "/" + path
        let kept = try WAVFile.withFileBytes(of: samples) { pieces in try Self.write(pieces, toFile: file) }
        return kept ? samples : try PCMWAV.samples(of: URL(fileURLWithPath: file))
    }

    /// A screen's audio and captions: their name in the report folder (without extension) and
    /// their files.
    struct ScreenAudioFiles {
        var name: String
        var audio: URL
        var captions: URL
    }

    /// The whole screen's audio and captions, named with a key over the elements' keys, so an
    /// unchanged screen is reused too.
    func screenFiles(_ item: WorkItem, elements: [RenderedElement]) -> ScreenAudioFiles {
        let key = RenderKey(combining: elements.map(\.renderKey)).value.prefix(16)
        let name = "screens/\(item.locale)/\(Self.fileName(item.screen.name)).\(key)"
        return ScreenAudioFiles(
            name: name, audio: output.appendingPathComponent(name + ".wav"),
            captions: output.appendingPathComponent(name + ".vtt"))
    }

    /// Links the screen's audio and captions from the previous report; returns the audio's
    /// duration, or nil when there are none to link. Makes the screens folder either way.
    private func linkPrevious(_ files: ScreenAudioFiles) throws -> Double? {
        try ReportFolder.makeFolder(containing: files.name, in: output)
        guard let duration = previousDuration(files.name + ".wav"), linkFromPrevious(files.name + ".wav"),
            linkFromPrevious(files.name + ".vtt")
        else { return nil }
        return duration
    }

    /// A screen name as a file name: letters, digits, `.`, `-` and `_`; anything else `_`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    /// The duration of the WAV file at `path` from its size, or nil when there is none.
    static func duration(ofFile path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) >= WAVFile.headerSize else { return nil }
        return PCMFormat.seconds(samples: (Int(status.st_size) - WAVFile.headerSize) / 2)
    }

    /// Hard-links `source` to `target` (copies when the two are on different file systems).
    static func link(_ source: URL, to target: URL) -> Bool {
        if (try? FileManager.default.linkItem(at: source, to: target)) != nil { return true }
        return (try? FileManager.default.copyItem(at: source, to: target)) != nil
    }

    /// Writes beside the target and links it into place only if no file is there yet: two
    /// workers rendering the same content (the same element on two screens) race, and the first
    /// file stays, so every element that names it reads its duration from the one file kept
    /// (espeak-ng's output depends on what the worker synthesised before, by up to about a tenth
    /// of a second: docs/listening.md, "Identical audio"). Returns false when another file was
    /// there first.
    @discardableResult
    static func write(_ data: Data, to target: URL) throws -> Bool {
        try data.withUnsafeBytes { try write([$0], toFile: target.path) }
    }

    /// ``write(_:to:)`` for bytes in `pieces` and a path: an element's file is named from
    /// strings, which costs less than `URL`'s path handling a thousand times a run.
    static func write(_ pieces: [UnsafeRawBufferPointer], toFile target: String) throws -> Bool {
        let name = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
        let temporary = "\(target[..<name]).\(target[name...]).\(getpid())"
        defer { unlink(temporary) }
        do {
            try UnsyncedFile.write(pieces, toFile: temporary)
        } catch {
            throw ListenError.cannotWrite(target, error.reason)
        }
        if Foundation.link(temporary, target) == 0 { return true }
        guard errno == EEXIST else { throw ListenError.cannotWrite(target, String(cString: strerror(errno))) }
        return false
    }
}
