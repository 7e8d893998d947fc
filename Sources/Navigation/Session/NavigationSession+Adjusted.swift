import SpokenDescription
import Utterances

extension NavigationSession {
    /// What VoiceOver would say for the element at `position` if its attributes were changed by
    /// `adjust` (focus does not move): the audit's "after the fix" speech, spoken by the same
    /// rules as the real element.
    public func utterance(at position: Int, adjusting adjust: (inout ElementFacts) -> Void) -> Utterance {
        var facts = ElementFactsBuilder(screen: screen).facts(at: position, arrivingFrom: nil)
        adjust(&facts)
        return describer.describe(facts)
    }
}
