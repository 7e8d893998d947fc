import Foundation
import Synchronization

extension Synthesizer {
    /// espeak-ng's phonemes for each of `words` in `locale`'s voice (see
    /// ``EspeakEngine/phonemes(of:voice:)``), in one trip to the synthesis thread, after the
    /// requests already queued. Nothing is synthesised, so what is playing goes on.
    package func phonemes(of words: [String], locale: String) throws(SpeechError) -> [String] {
        guard let espeakVoice = try? voices.profile(for: locale).espeakVoice else {
            throw .unknownLocale(locale, available: voices.locales)
        }
        let outcome = Mutex<Result<[String], SpeechError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        SynthesisThread.shared.submit { engine in
            let result: Result<[String], SpeechError>
            if let engine {
                result = Result { () throws(SpeechError) in
                    try words.map { word throws(SpeechError) in try engine.phonemes(of: word, voice: espeakVoice) }
                }
            } else {
                result = .failure(.engineUnavailable("espeak-ng did not start"))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}
