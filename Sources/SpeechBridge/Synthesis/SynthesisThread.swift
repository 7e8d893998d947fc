import Foundation
import Synchronization

/// The one thread that owns libespeak-ng. Jobs run on it strictly one after another.
final class SynthesisThread: Sendable {
    /// The process-wide thread: espeak-ng is global and is initialised only once. A process
    /// forked from one whose thread had started (a forked synthesis worker) has none running:
    /// it starts its own on first use, with the library as the parent left it.
    static var shared: SynthesisThread {
        current.withLock { current in
            let process = getpid()
            if let current, current.process == process { return current.thread }
            let thread = SynthesisThread()
            current = (process, thread)
            return thread
        }
    }

    private static let current = Mutex<(process: pid_t, thread: SynthesisThread)?>(nil)

    private let jobs = Mutex<[@Sendable (EspeakEngine?) -> Void]>([])
    private let wake = DispatchSemaphore(value: 0)
    private let started = DispatchSemaphore(value: 0)
    private let startup = Mutex<Result<Int, SpeechError>?>(nil)

    /// Starts the thread, which starts the library; does not wait for either.
    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "earshot.synthesis"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// The sample rate, or why the engine could not start; waits until the library has started.
    var sampleRate: Result<Int, SpeechError> {
        // A latch: each waiter passes the signal on to the next.
        started.wait()
        started.signal()
        return startup.withLock { $0! }
    }

    /// Runs `job` on the synthesis thread after every job submitted before it. The job gets nil
    /// when the engine could not start.
    func submit(_ job: @escaping @Sendable (EspeakEngine?) -> Void) {
        jobs.withLock { $0.append(job) }
        wake.signal()
    }

    /// Runs `job` as ``submit(_:)`` does and waits for what it returns.
    func perform<Value: Sendable>(_ job: @escaping @Sendable (EspeakEngine?) -> Value) -> Value {
        let outcome = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        submit { engine in
            let value = job(engine)
            outcome.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return outcome.withLock { $0! }
    }

    /// ``perform(_:)`` of a job that needs the engine: its value, or why it failed, or that the
    /// engine did not start.
    func performWithEngine<Value: Sendable>(
        _ job: @escaping @Sendable (EspeakEngine) throws(SpeechError) -> Value
    ) -> Result<Value, SpeechError> {
        perform { engine in
            guard let engine else { return .failure(.engineUnavailable("espeak-ng did not start")) }
            return Result { () throws(SpeechError) in try job(engine) }
        }
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
