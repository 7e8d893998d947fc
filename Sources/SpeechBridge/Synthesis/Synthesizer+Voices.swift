import Foundation
import Synchronization

extension Synthesizer {
    /// The installed espeak-ng voice that `espeakVoice` (a profile's `espeakVoice`) selects, once
    /// the library has accepted it as its current voice; or why it cannot be used. Waits for the
    /// requests already queued.
    package func installedVoice(named espeakVoice: String) -> Result<InstalledVoice, SpeechError> {
        let outcome = Mutex<Result<InstalledVoice, SpeechError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        SynthesisThread.shared.submit { engine in
            let result: Result<InstalledVoice, SpeechError>
            if let engine {
                result = Result { () throws(SpeechError) in
                    defer { engine.reset() }
                    return try engine.select(espeakVoice)
                }
            } else {
                result = .failure(.engineUnavailable("espeak-ng did not start"))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return outcome.withLock { $0! }
    }
}
