import AccessibilityModel
import Audit
import Navigation
import SpeechBridge
import UtteranceRendering
import Utterances
import Voices

/// What each element of a screen says in a locale, reached as a user would, and the file its
/// audio goes to: the run plans and assembles screens from this, and tells the workers what to
/// synthesise.
struct ScreenDescriber {
    let app: App
    let settings: RenderSettings
    let voices: SpokenLocales

    /// A screen reached as a user would, and what each of its elements says.
    struct DescribedScreen {
        /// In swipe order, with their files named by render key; durations are filled in once
        /// the audio is written.
        var elements: [RenderedElement]
        var utterances: [Utterance]
    }

    func describe(_ screen: LocaleScreen) throws -> DescribedScreen {
        guard let profile = voices.profiles[screen.locale], let declared = app.screen(named: screen.screen.name) else {
            throw ListenError.worker("nothing to render for \(screen.locale) \(screen.screen.name)")
        }
        let session = try ScreenPlan.session(
            reaching: screen.screen, app: app, locale: profile.locale, voices: voices.catalog)
        let keys = ElementKeys(screen: declared)
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
                screen: screen.screen.name, element: node.reportedName, position: position,
                label: node.label, value: node.value, hint: node.hint,
                traits: AccessibilityTraits.named.filter { node.traits.contains($0.trait) }.map(\.name),
                language: node.language, keys: keys.keys(of: node, strings: strings),
                spoken: UtteranceFormat.transcript.render(utterance), duration: 0)
            elements.append(
                RenderedElement(
                    spoken: spoken, paced: UtteranceFormat.pacedTranscript.render(utterance),
                    audio: "audio/\(screen.locale)/\(key).wav", renderKey: key, synthesized: false))
            utterances.append(utterance)
        }
        return DescribedScreen(elements: elements, utterances: utterances)
    }

    /// The requests that speak `locale` at the run's rate and pitch.
    func speechFormat(_ locale: String) -> UtteranceFormat<SpeechRequest> {
        let profile = voices.profiles[locale]
        let options = SpeechOptions(
            locale: profile?.locale ?? locale, rate: settings.rate.map { .voiceOver(percent: $0) },
            pitch: settings.pitch)
        return .speech(voices: voices.catalog, options: options)
    }
}
