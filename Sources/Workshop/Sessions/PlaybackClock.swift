import Foundation
import Synchronization

/// Estimates when a page has finished playing what a gesture said: the audio's length counted
/// from when the speech started. The navigation engine needs it: an announcement counts as heard
/// only when the speech before it has played out.
final class PlaybackClock: Sendable {
    private let state = Mutex<(started: ContinuousClock.Instant, seconds: Double, unfinished: Int)>(
        (.now, 0, 0))

    /// Speech of `streams` utterances starts now.
    func start(streams: Int) {
        state.withLock { $0 = (.now, 0, streams) }
    }

    /// One utterance's audio ended with `seconds` of sound.
    func ended(seconds: Double) {
        state.withLock { state in
            state.seconds += seconds
            state.unfinished = max(0, state.unfinished - 1)
        }
    }

    /// Whether everything started has been synthesised and has had time to play.
    var hasPlayedOut: Bool {
        state.withLock { state in
            state.unfinished == 0 && ContinuousClock.now >= state.started + .seconds(state.seconds)
        }
    }
}
