import CEspeakNG
import Foundation
import Synchronization

/// The only code that calls libespeak-ng. Every method must be called on the synthesis thread:
/// the library keeps global state and is not thread-safe. It is initialised once per process
/// and never terminated (terminating and initialising again deadlocks in 1.51).
final class EspeakEngine {
    /// Settings applied to the library, to skip calls that would change nothing.
    private struct Applied: Equatable {
        var voice: String
        var rate: Int32
        var pitch: Int32
        var range: Int32
        var volume: Int32
        var capitals: Int32
    }

    /// Pitch raise, in Hz, for capitalised words when a segment asks for it (espeak-ng treats
    /// capitals settings of 3 and above as a pitch raise).
    static let capitalsPitchRaise: Int32 = 20

    private var applied: Applied?
    let sampleRate: Int
    /// Each voice name asked for so far, resolved to an installed voice (nil: none matches).
    private var resolved: [String: InstalledVoice?] = [:]

    init() throws(SpeechError) {
        sampleRate = try Self.library.get()
    }

    /// The library initialised, once in the process: its sample rate, or why it could not start.
    /// A process forked after this (``prepareLibrary()``) starts with the library as initialised,
    /// exactly as a fresh initialisation would leave it.
    private static let library: Result<Int, SpeechError> = {
        let rate = espeak_Initialize(
            AUDIO_OUTPUT_SYNCHRONOUS, Int32(EspeakEngine.chunkMilliseconds), nil,
            Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else { return .failure(.engineUnavailable("espeak-ng could not find its data")) }
        espeak_SetSynthCallback { samples, count, events in
            EspeakEngine.callback(samples, count, events)
        }
        // With SSML, `<audio src>` would make espeak-ng open that path itself: refuse all URIs.
        espeak_SetUriCallback { _, _, _ in 1 }
        return .success(Int(rate))
    }()

    /// The voice files of the data's `lang/` folder by their identifier and by their file name,
    /// lowercased ("gmw/en-us", "en-us" → "gmw/en-US"): names the library selects a voice by
    /// without reading every voice file. Read once in the process, after initialisation.
    private static let languageFiles: [String: String] = {
        _ = library
        return InstalledVoice.languageFiles()
    }()

    /// The library's voices, read once in the process, after initialisation (espeak-ng reads
    /// every voice file for the list, and keeps it: it lists them itself when a voice is named
    /// in another case than its file's, as `en-us` for `gmw/en-US`).
    private static let installed: [InstalledVoice] = {
        _ = library
        return InstalledVoice.listed()
    }()

    /// Initialises the library and reads its voices in this process (their files' names, and
    /// the library's list), without synthesising: a process forked afterwards synthesises
    /// without initialising the library or reading the voices again, and its audio is what a
    /// freshly initialised library makes. Call on the synthesis thread, or before any starts
    /// (the library is not thread-safe).
    static func prepareLibrary() throws(SpeechError) {
        _ = try library.get()
        _ = languageFiles
        _ = installed
    }

    /// Length of the chunks espeak-ng hands back, in milliseconds: one chunk is the most audio
    /// produced after an interrupt.
    static let chunkMilliseconds = 20

    /// Synthesises one piece of text into `render`, with `voice` and `prosody` in force.
    /// Returns false when the render was interrupted.
    func synthesize(
        _ text: String, ssml: Bool, voice: String, settings: VoiceSettings, into render: RenderContext
    ) throws(SpeechError) -> Bool {
        try apply(voice: voice, settings: settings)
        render.pieceStart = render.samplesWritten
        let flags = UInt32(espeakCHARS_UTF8) | (ssml ? UInt32(espeakSSML) : 0)
        let context = Unmanaged.passUnretained(render).toOpaque()
        let status = text.withCString { pointer in
            espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, flags, nil, context)
        }
        if ssml {
            // <voice> and <prosody> in SSML change settings that outlive the utterance.
            reset()
        }
        if render.isCancelled {
            reset()
            return false
        }
        guard status == EE_OK else {
            throw .synthesisFailed("espeak-ng returned error \(status.rawValue)")
        }
        return true
    }

    /// Forgets what was applied, so the next piece sets voice and parameters again. Called after
    /// an abort (espeak-ng otherwise keeps a changed pitch) and after SSML.
    func reset() {
        espeak_Cancel()
        applied = nil
    }

    /// The installed voice that `name` resolves to, made the library's current voice: first as
    /// a voice file's name (which needs no list of voices), then as
    /// ``InstalledVoice/resolve(_:among:)`` finds it among every installed voice. Throws
    /// ``SpeechError/voiceUnavailable(_:)`` when none matches or the library refuses it: a voice
    /// is never silently replaced by another.
    @discardableResult
    func select(_ name: String) throws(SpeechError) -> InstalledVoice {
        if let known = resolved[name] {
            guard let known, espeak_SetVoiceByName(known.identifier) == EE_OK else {
                applied = nil
                throw .voiceUnavailable(name)
            }
            return known
        }
        // Only a name that is a voice file's is handed to the library as it is: it takes any other
        // for a path (`../../etc/passwd`) or a variant (`!v/m1`, `m1`) and crashes on it.
        if let file = Self.languageFiles[name.lowercased()], espeak_SetVoiceByName(file) == EE_OK,
            let current = espeak_GetCurrentVoice()
        {
            let voice = InstalledVoice(current.pointee)
            resolved[name] = voice
            return voice
        }
        let voice = InstalledVoice.resolve(name, among: Self.installed)
        resolved[name] = voice
        guard let voice, espeak_SetVoiceByName(voice.identifier) == EE_OK else {
            applied = nil
            throw .voiceUnavailable(name)
        }
        return voice
    }

    /// Whether ``select(_:)`` finds an installed voice for `name`, without making it the current
    /// voice (a voice file that the library then refuses counts as found).
    func hasVoice(named name: String) -> Bool {
        if let known = resolved[name] { return known != nil }
        return Self.languageFiles[name.lowercased()] != nil
            || InstalledVoice.resolve(name, among: Self.installed) != nil
    }

    private func apply(voice: String, settings: VoiceSettings) throws(SpeechError) {
        let wanted = Applied(
            voice: voice, rate: Int32(settings.rate), pitch: Int32(settings.pitch),
            range: Int32(settings.pitchRange), volume: Int32(settings.volume),
            capitals: settings.raiseCapitals ? Self.capitalsPitchRaise : 0)
        if wanted == applied { return }
        if applied?.voice != voice {
            applied = nil
            try select(voice)
            // A new voice brings its own defaults: set every parameter again.
        }
        let old = applied
        if old?.rate != wanted.rate { espeak_SetParameter(espeakRATE, wanted.rate, 0) }
        if old?.pitch != wanted.pitch { espeak_SetParameter(espeakPITCH, wanted.pitch, 0) }
        if old?.range != wanted.range { espeak_SetParameter(espeakRANGE, wanted.range, 0) }
        if old?.volume != wanted.volume { espeak_SetParameter(espeakVOLUME, wanted.volume, 0) }
        // espeakCAPITALS reports -1 but takes effect.
        if old?.capitals != wanted.capitals {
            espeak_SetParameter(espeakCAPITALS, wanted.capitals, 0)
        }
        applied = wanted
    }

    /// espeak-ng's synth callback: hands samples and word events to the render named in the
    /// events' user data. Returning 1 aborts synthesis.
    private static func callback(
        _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32,
        _ events: UnsafeMutablePointer<espeak_EVENT>?
    ) -> Int32 {
        guard let events, let userData = events.pointee.user_data else { return 0 }
        let render = Unmanaged<RenderContext>.fromOpaque(userData).takeUnretainedValue()
        if render.isCancelled { return 1 }
        var event = events
        while event.pointee.type != espeakEVENT_LIST_TERMINATED {
            // Each piece ends with an empty word event; only real words are reported.
            if event.pointee.type == espeakEVENT_WORD, event.pointee.length > 0 {
                render.word(
                    characterOffset: Int(event.pointee.text_position) - 1,
                    length: Int(event.pointee.length),
                    sample: Int(event.pointee.sample))
            }
            event += 1
        }
        if let samples, count > 0 {
            render.write(UnsafeBufferPointer(start: samples, count: Int(count)))
        }
        return render.isCancelled ? 1 : 0
    }
}

/// Voice parameters resolved for one segment.
struct VoiceSettings: Equatable {
    var rate: Int
    var pitch: Int
    var pitchRange: Int
    var volume: Int
    var raiseCapitals: Bool
}
