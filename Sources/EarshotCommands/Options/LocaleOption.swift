import ArgumentParser
import Reporting
import Voices

/// `--locale`: the language VoiceOver speaks in, checked against the voice files before a
/// command runs.
struct LocaleOption: ParsableArguments {
    @Option(help: "The locale VoiceOver speaks in, e.g. en-US, en-GB, zh-Hans, ru, de, fr, es, ja, ar")
    var locale = "en-US"

    /// An unknown or malformed tag is a usage error listing the locales there are. When the
    /// voice files cannot be read, or the locale's is malformed, `run` reports that with its
    /// own status: the command line is not at fault.
    func validate() throws {
        guard let voices = try? Edge.voices() else { return }
        do {
            _ = try voices.resolve(locale)
        } catch let error as VoiceError {
            guard error.exitStatus == .usageError else { return }
            throw ValidationError(error.description)
        }
    }

    /// The voice profile speaking the locale; a fallback (zh-Hant spoken as zh-Hans) is said in
    /// one line on standard error.
    func resolve(in voices: VoiceCatalog) throws -> VoiceProfile {
        let match = try voices.resolve(locale)
        if let note = match.note { Edge.warn(note) }
        return match.profile
    }
}
