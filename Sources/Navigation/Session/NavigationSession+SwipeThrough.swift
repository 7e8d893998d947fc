import Utterances

extension NavigationSession {
    /// Everything VoiceOver says swiping from the first element of the screen to its last, as
    /// `earshot transcript` prints it; at most `maximumSwipes` swipes.
    public mutating func swipeThrough(maximumSwipes: Int = .max) -> [Utterance] {
        swipeThroughElements(maximumSwipes: maximumSwipes).map(\.utterance)
    }

    /// ``swipeThrough(maximumSwipes:)`` with each utterance's element: its swipe position.
    public mutating func swipeThroughElements(maximumSwipes: Int = .max) -> [(position: Int, utterance: Utterance)] {
        var said = screen.count > 0 ? [(0, utterance(at: 0))] : []
        var swipes = 0
        while swipes < maximumSwipes, let focus, focus + 1 < screen.count {
            let position = focus + 1
            said += next().map { (self.focus ?? position, $0) }
            swipes += 1
        }
        return said
    }
}
