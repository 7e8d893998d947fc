import Glibc
import Synchronization

/// Signals key mode reacts to, counted by async-signal-safe handlers and announced on a pipe so
/// a `poll` waiting for keys wakes up.
///
/// - SIGINT (Ctrl-C while the command line has the terminal, or `kill -INT`): stops speech,
///   never ends the REPL.
/// - SIGWINCH: the terminal was resized; the screen is drawn again.
/// - SIGTERM, SIGHUP, SIGQUIT and the crash signals: the terminal is restored (see
///   ``TerminalState``), then the signal takes its default course.
enum SignalEvents {
    private static let interrupts = Atomic<Int>(0)
    private static let resizes = Atomic<Int>(0)
    /// The pipe's write end, for the handlers; -1 before ``install()``.
    private static let wakeWriter = Atomic<Int32>(-1)
    /// The pipe's read end: readable when a signal arrived.
    private static let wakeReader = Atomic<Int32>(-1)

    static let fatalSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL]

    /// Installs the handlers (once).
    static func install() {
        guard wakeReader.load(ordering: .acquiring) < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wakeReader.store(ends[0], ordering: .releasing)
        wakeWriter.store(ends[1], ordering: .releasing)
        handle([SIGINT, SIGWINCH], with: { signal in
            if signal == SIGINT {
                SignalEvents.interrupts.add(1, ordering: .relaxed)
            } else {
                SignalEvents.resizes.add(1, ordering: .relaxed)
            }
            SignalEvents.wake()
        }, flags: 0)
        // Once the terminal is restored, the signal goes where it went before (the default
        // action, or the runtime's crash report).
        for signal in fatalSignals { sigaction(signal, nil, &previousActions[Int(signal)]) }
        handle(fatalSignals, with: { signal in
            TerminalState.restoreFromSignalHandler()
            sigaction(signal, &SignalEvents.previousActions[Int(signal)], nil)
            raise(signal)
        }, flags: 0)
    }

    /// What the fatal signals did before, by signal number; written before the handlers that
    /// read it are installed.
    nonisolated(unsafe) private static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

    /// The file descriptor to poll alongside the keyboard.
    static var wakeDescriptor: Int32 { wakeReader.load(ordering: .acquiring) }

    /// Whether SIGINT arrived since the last call.
    static func takeInterrupt() -> Bool { take(interrupts) }

    /// Whether the terminal was resized since the last call.
    static func takeResize() -> Bool { take(resizes) }

    /// Empties the wake pipe (after a poll saw it readable).
    static func drainWakeups() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    }

    private static func take(_ counter: borrowing Atomic<Int>) -> Bool {
        counter.exchange(0, ordering: .relaxed) > 0
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriter.load(ordering: .relaxed), &byte, 1)
    }

    private static func handle(
        _ signals: [Int32], with handler: @convention(c) (Int32) -> Void, flags: Int32
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }
}
