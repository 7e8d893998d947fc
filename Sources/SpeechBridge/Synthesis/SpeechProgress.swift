import Foundation
import Synchronization

/// How far a request's synthesis has come, readable from any thread while it renders: for a
/// progress line on long renders. Text is synthesised in order, so the share of characters
/// handed to espeak-ng so far estimates the share of the audio done.
public final class SpeechProgress: Sendable {
    private let samplesRendered = Atomic<Int>(0)
    private let charactersStarted = Atomic<Int>(0)
    private let charactersTotal = Atomic<Int>(0)
    private let ended = Atomic<Bool>(false)

    init() {}

    /// Samples rendered so far.
    public var samples: Int { samplesRendered.load(ordering: .relaxed) }

    /// The share of the request done, 0...1: the characters handed to espeak-ng (a piece of at
    /// most a sentence at a time) over all the request's characters; 1 once synthesis ended.
    public var fraction: Double {
        if ended.load(ordering: .acquiring) { return 1 }
        let total = charactersTotal.load(ordering: .relaxed)
        guard total > 0 else { return 0 }
        return min(Double(charactersStarted.load(ordering: .relaxed)) / Double(total), 1)
    }

    /// The request's whole audio, in samples, estimated from what has been rendered for the
    /// characters done so far; nil until some has been.
    public var estimatedSamples: Int? {
        let fraction = fraction
        let samples = samples
        guard fraction > 0, samples > 0 else { return nil }
        return Int(Double(samples) / fraction)
    }

    func begin(characters: Int) { charactersTotal.store(characters, ordering: .relaxed) }
    func reached(characters: Int) { charactersStarted.store(characters, ordering: .relaxed) }
    func add(samples count: Int) { samplesRendered.add(count, ordering: .relaxed) }
    func end() { ended.store(true, ordering: .releasing) }
}

extension SpeechTicket {
    /// How often, in seconds, ``wait(reportingEvery:_:)`` looks whether synthesis has ended.
    private static let completionPoll = 0.01

    /// Blocks until synthesis has ended, calling `report` with the progress every `interval`
    /// seconds meanwhile (on the calling thread): for a progress line while a long text renders.
    public func wait(
        reportingEvery interval: Double, _ report: (SpeechProgress) -> Void
    ) -> SpeechCompletion {
        var nextReport = Date()
        while !isComplete {
            if Date() >= nextReport {
                report(progress)
                nextReport = Date(timeIntervalSinceNow: interval)
            }
            Thread.sleep(forTimeInterval: Self.completionPoll)
        }
        return wait()
    }
}
