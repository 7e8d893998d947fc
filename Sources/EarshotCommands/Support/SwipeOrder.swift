import Navigation
import Utterances

extension NavigationSession {
    /// Everything VoiceOver says swiping from the first element of the screen to its last.
    mutating func swipeThrough() -> [Utterance] {
        var said = screen.count > 0 ? [utterance(at: 0)] : []
        while focus.map({ $0 + 1 < screen.count }) ?? false {
            said += next()
        }
        return said
    }
}
