import SpeechBridge
import Synchronization

/// Where chunks of speech are synthesised, one at a time: a synthesizer (``SynthesizerLane``),
/// whose libespeak-ng runs in a worker process of its own or on this process's synthesis thread.
protocol SynthesisLane: AnyObject, Sendable {
    /// Synthesises `request` into `sink` (its samples and word marks, then its `finish`, on a
    /// thread of the lane's). `token` names the chunk for ``cancel(_:)``.
    func synthesize(_ request: SpeechRequest, token: UInt64, into sink: any AudioSink)
    /// Cuts chunk `token` short when it is still in progress; its sink is then finished soon.
    func cancel(_ token: UInt64)
    /// Ends the lane; chunks in progress end as they can.
    func close()
}

/// A synthesizer as a lane: with a worker process, one of the server's synthesis processes
/// (a worker that ends fails the chunk it had, and another is started in its place); without,
/// the server's own synthesis thread.
final class SynthesizerLane: SynthesisLane {
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
