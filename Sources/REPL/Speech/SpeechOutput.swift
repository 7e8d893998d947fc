import Foundation
import Reporting
import Utterances

/// Where the REPL's speech goes. The REPL knows only this protocol; how audio is made (and
/// whether there is a sound device) is the implementation's business.
protocol SpeechOutput: AnyObject {
    /// Whether speech is heard through a sound device.
    var plays: Bool { get }
    /// One line saying why speech cannot be heard although it was asked for, or nil.
    var unavailableReason: String? { get }
    /// Whether something is still being said (synthesised or played).
    var isSpeaking: Bool { get }
    /// Why speech could not be said (the first reason, and how many more failed) since the last
    /// time it was asked, or nil; asking never waits for speech.
    func takeFailure() -> SpeechFailure?
    /// The WAV file being recorded, if any.
    var recordingURL: URL? { get }

    /// Says `utterances` in order. With `interrupting`, whatever is being said stops first (as a
    /// gesture does on a phone); without, they wait their turn (scripts). Announcements always
    /// wait for the speech before them.
    func speak(_ utterances: [Utterance], voice: SpeechVoice, interrupting: Bool)
    /// Stops speech at once.
    func stop()
    /// Blocks until everything said so far has been heard.
    func waitUntilDone()
    /// Records everything spoken from now on, for ``stopRecording()`` to write to `url`.
    func startRecording(to url: URL) throws(CommandError)
    /// Writes the recording (atomically) and returns its length in seconds. When it cannot be
    /// written, the recording is kept for ``saveRecording(to:)`` and the error says so.
    func stopRecording() throws(CommandError) -> Double
    /// Writes a recording that `stopRecording()` could not write to `url` instead, and returns
    /// its length in seconds.
    func saveRecording(to url: URL) throws(CommandError) -> Double
    /// Whether a recording waits for ``saveRecording(to:)``.
    var hasUnsavedRecording: Bool { get }
    /// Stops speech and releases the sound device.
    func close()
}

/// Why speech could not be said: one line, and the status a script ends with for it (that of
/// the first utterance that failed).
struct SpeechFailure: Equatable {
    var message: String
    var status: ExitStatus
}

/// How speech sounds, from the session's settings.
struct SpeechVoice: Hashable, Sendable {
    /// The session's locale: the voice for segments in a language without one.
    var locale: String
    /// VoiceOver's speaking rate in percent, 0...100; 50 is the voice's own rate.
    var rate: Int
    /// Base pitch 0...100; nil is the voice's own.
    var pitch: Int?
}
