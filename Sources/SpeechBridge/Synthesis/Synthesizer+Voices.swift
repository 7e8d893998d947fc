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
}
