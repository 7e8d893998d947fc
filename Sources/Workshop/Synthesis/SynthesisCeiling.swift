import Foundation
import Navigation
import SpeechBridge
import UtteranceRendering

extension SynthesisScheduler {
    /// How many first chunks of `requests` (taken in turn) the lanes synthesise per second when
    /// they have nothing else to do, each lane given the next as soon as it is done, for
    /// `duration`: the most keys a second the server could answer. The lanes must have nothing
    /// else to do meanwhile.
    func firstChunksPerSecond(of requests: [SpeechRequest], for duration: Duration) async -> Double {
        let chunks = requests.compactMap { SpeechChunk.split($0).first?.request }
        guard !chunks.isEmpty, !lanes.isEmpty else { return 0 }
        let count = lanes.count
        let deadline = ContinuousClock.now + duration
        let start = ContinuousClock.now
        let completed = await withTaskGroup(of: Int.self) { group in
            for (index, lane) in lanes.enumerated() {
                group.addTask {
                    var done = 0
                    while ContinuousClock.now < deadline {
                        let ended = OneShot<Void>()
                        let chunk = chunks[(index + done * count) % chunks.count]
                        lane.synthesize(chunk, token: UInt64.max - UInt64(done), into: CompletionSink(ended))
                        await ended.arrival
                        done += 1
                    }
                    return done
                }
            }
            return await group.reduce(0, +)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(completed) / seconds
    }
}

extension WorkshopServer {
    /// How many first chunks a second the server's synthesis produces with nothing else to do,
    /// measured for `duration` on the utterances of every element of the file's start screen:
    /// the most keys a second the server could answer. Only while no session speaks: the
    /// measurement has the synthesis processes to itself.
    package func synthesisCeiling(for duration: Duration) async -> Double {
        guard case .app(let app, _) = registry.document.loaded,
            let navigation = try? NavigationSession(app: app, locale: configuration.locale, voices: registry.voices)
        else { return 0 }
        let format = UtteranceFormat.speech(
            voices: registry.voices,
            options: SpeechOptions(
                locale: navigation.locale, rate: .voiceOver(percent: navigation.settings.speechRate)))
        let requests = (0..<navigation.screen.count).map { format.render(navigation.utterance(at: $0)) }
        return await synthesis.firstChunksPerSecond(of: requests, for: duration)
    }
}
