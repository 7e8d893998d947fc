import Foundation
import Synchronization

/// The one thread that owns libespeak-ng. Jobs run on it strictly one after another.
final class SynthesisThread: Sendable {
    /// The process-wide thread: espeak-ng is global and is initialised only once.
    static let shared = SynthesisThread()

    private let jobs = Mutex<[@Sendable (EspeakEngine?) -> Void]>([])
    private let wake = DispatchSemaphore(value: 0)
    private let started = DispatchSemaphore(value: 0)
    private let startup = Mutex<Result<Int, SpeechError>?>(nil)

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "earshot.synthesis"
        thread.qualityOfService = .userInteractive
        thread.start()
        started.wait()
    }

    /// The sample rate, or why the engine could not start.
    var sampleRate: Result<Int, SpeechError> { startup.withLock { $0! } }

    /// Runs `job` on the synthesis thread after every job submitted before it. The job gets nil
    /// when the engine could not start.
    func submit(_ job: @escaping @Sendable (EspeakEngine?) -> Void) {
        jobs.withLock { $0.append(job) }
        wake.signal()
    }

    private func run() {
        var engine: EspeakEngine?
        do {
            let created = try EspeakEngine()
            engine = created
            startup.withLock { $0 = .success(created.sampleRate) }
        } catch {
            startup.withLock { $0 = .failure(error) }
        }
        started.signal()
        while true {
            wake.wait()
            let job = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            job?(engine)
        }
    }
}
