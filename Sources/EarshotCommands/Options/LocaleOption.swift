import ArgumentParser
import Reporting
import SpeechBridge
import Voices

/// `--locale`: the language VoiceOver speaks in, checked against the voice files before a
/// command runs.
struct LocaleOption: ParsableArguments {
    @Option(help: "The locale VoiceOver speaks in, e.g. en-US, en-GB, zh-Hans, ru, de, fr, es, ja, ar")
    var locale = "en-US"

    /// An unknown or malformed tag, or a language neither a voice file nor espeak-ng speaks, is
    /// a usage error listing the locales there are. When the voice files cannot be read, or the
    /// locale's is malformed, `run` reports that with its own status: the command line is not at
    /// fault.
    func validate() throws {
        guard let voices = try? Edge.voices() else { return }
        do {
            _ = try SpokenLocales(locales: [locale], voices: voices, detecting: false)
        } catch let error as VoiceError {
            guard error.exitStatus == .usageError else { return }
            throw ValidationError(error.description)
        }
    }

    /// The voices the command speaks with, as every command speaks a locale (``SpokenLocales``):
    /// the voice files, and a stand-in when the locale has none but espeak-ng speaks its language
    /// (`--locale it`), said in one line on standard error, as is another voice file of the
    /// language speaking it (zh-Hant spoken as zh-Hans). With `detecting`, the voices of the
    /// languages VoiceOver's language detection switches to are found too, asking libespeak-ng
    /// in this process (some milliseconds at start-up): for the commands that speak an app's
    /// texts; those that speak none, or only write them, pass false.
    func voices(detecting: Bool = true) throws -> VoiceCatalog {
        let spoken = try SpokenLocales(locales: [locale], voices: try Edge.voices(), detecting: detecting)
        if let note = spoken.note(for: locale) { Edge.warn(note) }
        return spoken.catalog
    }

    /// The voice profile speaking the locale, from ``voices()``.
    func resolve(in voices: VoiceCatalog) throws -> VoiceProfile {
        try voices.resolve(locale).profile
    }
}
