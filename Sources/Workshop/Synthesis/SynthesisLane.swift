import SpeechBridge
import Synchronization

/// Where chunks of speech are synthesised, one at a time: a worker process with its own
/// libespeak-ng (``WorkerLane``), or this process's own synthesis thread (``InProcessLane``).
protocol SynthesisLane: AnyObject, Sendable {
    /// Synthesises `request` into `sink` (its samples and word marks, then its `finish`, on a
    /// thread of the lane's). `token` names the chunk for ``cancel(_:)``.
    func synthesize(_ request: SpeechRequest, token: UInt64, into sink: any AudioSink)
    /// Cuts chunk `token` short when it is still in progress; its sink is then finished soon.
    func cancel(_ token: UInt64)
    /// Ends the lane; chunks in progress end as they can.
    func close()
}

/// The lane of a server without worker processes: the process's one synthesis thread.
final class InProcessLane: SynthesisLane {
    private let synthesizer: Synthesizer
    private let tickets = Mutex<[UInt64: SpeechTicket]>([:])

    init(synthesizer: Synthesizer) {
        self.synthesizer = synthesizer
    }

    func synthesize(_ request: SpeechRequest, token: UInt64, into sink: any AudioSink) {
        let ticket = synthesizer.enqueue(request, to: sink)
        tickets.withLock { tickets in
            tickets = tickets.filter { !$0.value.isComplete }
            tickets[token] = ticket
        }
    }

    func cancel(_ token: UInt64) {
        tickets.withLock { $0[token] }?.cancel()
    }

    func close() {
        for ticket in tickets.withLock({ Array($0.values) }) { ticket.cancel() }
    }
}
