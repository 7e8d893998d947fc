import AccessibilityModel
import Foundation
import LocaleChecks
import Navigation
import Reporting
import ScreenFiles
import SpeechBridge
import UtteranceRendering
import Utterances

/// Renders work items in a worker process: each element's WAV file (reused when its render key
/// is unchanged) and the screen's WAV file with one caption cue per element, streamed to disk,
/// and the audit's findings on the screen's elements.
public final class ScreenRenderer {
    let app: App
    let settings: RenderSettings
    let voices: ListeningVoices
    let output: URL
    /// Nil for a renderer that only reuses earlier audio (see ``reuse(_:)``).
    private let synthesizer: Synthesizer?
    private let audit: ElementAudit
    let previous: URL?

    /// Silence between elements in the whole-screen audio.
    public static let gapMilliseconds = 500

    /// Thrown by a renderer that does not synthesise when an element needs it.
    struct NeedsSynthesis: Error {}

    /// A renderer of the app file `loaded` (the app, and the places the audit's findings name),
    /// speaking with `synthesizer`, or, without one, only reusing earlier audio.
    public init(
        loaded: ScreenFileLoader.Result, settings: RenderSettings, voices: ListeningVoices, synthesizer: Synthesizer?
    ) {
        app = loaded.app
        self.settings = settings
        self.voices = voices
        self.synthesizer = synthesizer
        output = URL(fileURLWithPath: settings.output)
        previous = settings.previous.map { URL(fileURLWithPath: $0) }
        audit = ElementAudit(loaded, appFile: URL(fileURLWithPath: settings.app), voices: voices.catalog)
    }

    public func render(_ item: WorkItem) throws -> ScreenResult {
        guard let profile = voices.profiles[item.locale], let screen = app.screen(named: item.screen.name) else {
            throw ListenError.worker("nothing to render for \(item.locale) \(item.screen.name)")
        }
        let session = try ScreenPlan.session(
            reaching: item.screen, app: app, locale: profile.locale, voices: voices.catalog)
        let keys = ElementKeys(screen: screen)
        let strings = app.localizations.strings(for: profile.locale)
        let options = SpeechOptions(
            locale: profile.locale, rate: settings.rate.map { .voiceOver(percent: $0) }, pitch: settings.pitch)
        let synthesis = PipelinedSynthesis(
            synthesizer: requiredSynthesizer, format: .speech(voices: voices.catalog, options: options))
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("audio/\(item.locale)"), withIntermediateDirectories: true)
        var elements: [RenderedElement] = []
        for position in 0..<session.screen.count {
            let utterance = session.utterance(at: position)
            let node = session.screen.node(at: position)
            let key = RenderKey(
                utterance: utterance, voice: profile.espeakVoice, rate: settings.rate, pitch: settings.pitch,
                engine: settings.engine
            ).value
            let path = "audio/\(item.locale)/\(key).wav"
            let reused = reuse(path) || synthesis.isPending(path)
            if !reused { try synthesis.enqueue(utterance, path: path, write: write) }
            let spoken = SpokenElement(
                screen: item.screen.name, element: node.reportedName, position: position,
                label: node.label, value: node.value, hint: node.hint,
                traits: AccessibilityTraits.named.filter { node.traits.contains($0.trait) }.map(\.name),
                language: node.language, keys: keys.keys(of: node, strings: strings),
                spoken: UtteranceFormat.transcript.render(utterance), duration: 0)
            elements.append(
                RenderedElement(
                    spoken: spoken, paced: UtteranceFormat.pacedTranscript.render(utterance), audio: path,
                    renderKey: key, synthesized: !reused))
        }
        try synthesis.finish(write: write)
        for index in elements.indices {
            let file = output.appendingPathComponent(elements[index].audio)
            guard let duration = Self.duration(of: file) else {
                throw ListenError.worker("\(elements[index].audio) was not written")
            }
            elements[index].spoken.duration = duration
        }
        var result = try screenAudio(item, elements: elements)
        result.findings = try audit.findings(on: session, locale: item.locale)
        return result
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

    private func requiredSynthesizer() throws -> Synthesizer {
        guard let synthesizer else { throw NeedsSynthesis() }
        return synthesizer
    }

    /// Whether the element's WAV file at `path` is there already (another element says the
    /// same) or was linked from the previous report.
    private func reuse(_ path: String) -> Bool {
        let target = output.appendingPathComponent(path)
        if Self.duration(of: target) != nil { return true }
        guard let previous, Self.duration(of: previous.appendingPathComponent(path)) != nil else { return false }
        return Self.link(previous.appendingPathComponent(path), to: target)
    }

    /// Writes a synthesised element's WAV file.
    private func write(_ samples: [Int16], to path: String) throws {
        try Self.write(WAVFile.encode(samples), to: output.appendingPathComponent(path))
    }

    /// The whole screen: every element's audio in order, a gap apart, and a caption per element.
    private func screenAudio(_ item: WorkItem, elements: [RenderedElement]) throws -> ScreenResult {
        // The name carries a key over the elements' keys, so an unchanged screen is reused too.
        let key = RenderKey(combining: elements.map(\.renderKey)).value.prefix(16)
        let name = "screens/\(item.locale)/\(Self.fileName(item.screen.name)).\(key)"
        let audio = output.appendingPathComponent(name + ".wav")
        let captionsFile = output.appendingPathComponent(name + ".vtt")
        try FileManager.default.createDirectory(
            at: audio.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let previous, let duration = Self.duration(of: previous.appendingPathComponent(name + ".wav")),
            Self.link(previous.appendingPathComponent(name + ".wav"), to: audio),
            Self.link(previous.appendingPathComponent(name + ".vtt"), to: captionsFile)
        {
            return ScreenResult(
                locale: item.locale, screen: item.screen.name, elements: elements, audio: name + ".wav",
                captions: name + ".vtt", duration: duration)
        }
        let wav = try StreamingWAV(url: audio)
        var captions: [Caption] = []
        let gap = PCMFormat.samples(milliseconds: Self.gapMilliseconds)
        for element in elements {
            if !captions.isEmpty { try wav.appendSilence(samples: gap) }
            let samples = try PCMWAV.samples(of: output.appendingPathComponent(element.audio))
            let start = wav.sampleCount
            try wav.append(samples)
            captions.append(Caption(text: element.spoken.spoken, samples: start..<wav.sampleCount))
        }
        try wav.finish()
        try Self.write(Data(CaptionFormat.webVTT.document(captions).utf8), to: captionsFile)
        return ScreenResult(
            locale: item.locale, screen: item.screen.name, elements: elements, audio: name + ".wav",
            captions: name + ".vtt", duration: PCMFormat.seconds(samples: wav.sampleCount))
    }

    /// A screen name as a file name: letters, digits, `.`, `-` and `_`; anything else `_`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    /// The duration of a WAV file from its size, or nil when there is none.
    static func duration(of file: URL) -> Double? {
        var status = stat()
        guard stat(file.path, &status) == 0, Int(status.st_size) >= WAVFile.headerSize else { return nil }
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
    /// (espeak-ng's output differs by a few samples with what a worker spoke before).
    static func write(_ data: Data, to target: URL) throws {
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).\(getpid())")
        defer { unlink(temporary.path) }
        do {
            try UnsyncedFile.write(data, to: temporary)
        } catch {
            throw ListenError.cannotWrite(target.path, error.reason)
        }
        guard Foundation.link(temporary.path, target.path) == 0 || errno == EEXIST else {
            throw ListenError.cannotWrite(target.path, String(cString: strerror(errno)))
        }
    }
}
