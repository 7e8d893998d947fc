extension Synthesizer {
    /// The installed espeak-ng voice that `espeakVoice` (a profile's `espeakVoice`) selects, once
    /// the library has accepted it as its current voice; or why it cannot be used. Waits for the
    /// requests already queued.
    package func installedVoice(named espeakVoice: String) -> Result<InstalledVoice, SpeechError> {
        SynthesisThread.shared.performWithEngine { engine throws(SpeechError) in
            defer { engine.reset() }
            return try engine.select(espeakVoice)
        }
    }

    /// Whether `espeakVoice` names an installed espeak-ng voice, found as
    /// ``installedVoice(named:)`` finds it, without loading it (selecting a voice reads its
    /// dictionary: looking up the thirty languages detection may switch to cost a run's start
    /// about ten milliseconds).
    package func hasInstalledVoice(named espeakVoice: String) -> Bool {
        SynthesisThread.shared.perform { engine in engine?.hasVoice(named: espeakVoice) ?? false }
    }
}
