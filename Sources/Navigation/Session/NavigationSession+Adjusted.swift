import SpokenDescription
import Utterances

extension NavigationSession {
    /// What VoiceOver would say for the element at `position` if its attributes were changed by
    /// `adjust` (focus does not move): the audit's "after the fix" speech, spoken by the same
    /// rules as the real element.
    public func utterance(at position: Int, adjusting adjust: (inout ElementFacts) -> Void) -> Utterance {
        utterance(at: position, on: screen, adjusting: adjust)
    }

    /// What VoiceOver says for the element at `position` of `screen`, another screen of the
    /// session's app resolved in its locale, as the session would say it there with the
    /// element's attributes changed by `adjust`: what an audit of thousands of screens asks of
    /// one session, rather than of a session a screen.
    package func utterance(
        at position: Int, on screen: NavigableScreen, adjusting adjust: (inout ElementFacts) -> Void = { _ in }
    ) -> Utterance {
        var facts = ElementFactsBuilder(screen: screen).facts(at: position, arrivingFrom: nil)
        adjust(&facts)
        return describer.describe(facts)
    }
}
