import Voices

extension SpokenLocales {
    /// The voices for `locales`, each locale without a voice file spoken by the installed
    /// espeak-ng voice of the same name or language (see ``installedEspeakVoice(for:)``).
    /// Throws `VoiceError.unknownLocale` for a locale neither a voice file nor espeak-ng speaks.
    package init(locales: [String], voices: VoiceCatalog, detecting: Bool = true) throws {
        try self.init(locales: locales, voices: voices, detecting: detecting, espeakVoice: Self.installedEspeakVoice)
    }

    /// The installed espeak-ng voice for `locale`: the one named by the whole tag, else by its
    /// language, as libespeak-ng resolves names (see `InstalledVoice.resolve`); nil when neither
    /// is installed. Starts the library in this process.
    static func installedEspeakVoice(for locale: String) throws -> String? {
        let synthesizer = try Synthesizer(voices: VoiceCatalog(profiles: []))
        return [locale.lowercased(), VoiceCatalog.language(of: locale)].first { name in
            synthesizer.hasInstalledVoice(named: name)
        }
    }
}
