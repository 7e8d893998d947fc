import Utterances

extension NavigationSession {
    /// Everything VoiceOver says swiping from the first element of the screen to its last, as
    /// `earshot transcript` prints it; at most `maximumSwipes` swipes.
    public mutating func swipeThrough(maximumSwipes: Int = .max) -> [Utterance] {
        var said = screen.count > 0 ? [utterance(at: 0)] : []
        var swipes = 0
        while swipes < maximumSwipes, let focus, focus + 1 < screen.count {
            said += next()
            swipes += 1
        }
        return said
    }
}
