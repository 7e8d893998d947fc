/// One share of a listening run's synthesis, for one worker: elements of one screen in one
/// locale, all within one range of its swipe order (see ``WorkPlan``), whose audio files the item
/// writes. The worker is sent what they say (``ElementSpeech``).
package struct WorkItem: Sendable, Hashable {
    package var screen: LocaleScreen
    /// Positions in the screen's swipe order, ascending: the order they are synthesised in.
    package var elements: [Int]

    package init(screen: LocaleScreen, elements: [Int]) {
        self.screen = screen
        self.elements = elements
    }
}
