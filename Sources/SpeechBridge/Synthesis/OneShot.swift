import Foundation
import Synchronization

/// A value that arrives once, waited for by blocking threads or by tasks: how a request or an
/// utterance reports how it ended. Only the first value set counts.
package final class OneShot<Value: Sendable>: Sendable {
    private let state = Mutex<State>(State())
    private let arrived = DispatchGroup()

    private struct State {
        var value: Value?
        var waiters: [CheckedContinuation<Value, Never>] = []
    }

    package init() { arrived.enter() }

    /// The value, or nil until it has arrived.
    package var value: Value? { state.withLock { $0.value } }

    /// Blocks until the value has arrived.
    package func wait() -> Value {
        arrived.wait()
        return state.withLock { $0.value! }
    }

    /// The value, once it has arrived.
    package var arrival: Value {
        get async {
            await withCheckedContinuation { continuation in
                let value = state.withLock { state in
                    if state.value == nil { state.waiters.append(continuation) }
                    return state.value
                }
                if let value { continuation.resume(returning: value) }
            }
        }
    }

    /// Sets the value and wakes every waiter; returns false (and changes nothing) when a value
    /// had already arrived.
    @discardableResult
    package func set(_ value: Value) -> Bool {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>]? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        arrived.leave()
        for waiter in waiters { waiter.resume(returning: value) }
        return true
    }
}
