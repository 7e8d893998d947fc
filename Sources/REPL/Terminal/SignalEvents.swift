import Glibc
import Reporting
import Synchronization

/// Signals key mode reacts to, counted by async-signal-safe handlers and announced on a pipe so
/// a `poll` waiting for keys (or the command line's) wakes up; the main loop then acts on them
/// with the terminal in its hands.
///
/// - SIGINT (Ctrl-C while the command line has the terminal, or `kill -INT`): stops speech,
///   never ends the REPL.
/// - SIGWINCH: the terminal was resized; the screen is drawn again.
/// - SIGTERM, SIGHUP, SIGQUIT: the REPL ends as after `quit` (terminal restored, history already
///   saved, a recording written), with ``ExitStatus/interrupted``, and no crash report. A second
///   one while the first is still waiting for the main loop ends the process at once, the
///   terminal restored by the handler.
/// - SIGTSTP (`kill -TSTP`; Ctrl-Z arrives as a key in raw mode): the REPL restores the terminal
///   and stops; SIGCONT: raw mode and the screen come back.
/// - The crash signals: the terminal is restored (see ``TerminalState``), then the signal takes
///   its default course.
enum SignalEvents {
    private static let interrupts = Atomic<Int>(0)
    private static let resizes = Atomic<Int>(0)
    private static let suspends = Atomic<Int>(0)
    private static let continues = Atomic<Int>(0)
    /// The signal that asked the REPL to end; 0 when none did.
    private static let ending = Atomic<Int32>(0)
    /// The pipe's write end, for the handlers; -1 before ``install()``.
    private static let wakeWriter = Atomic<Int32>(-1)
    /// The pipe's read end: readable when a signal arrived.
    private static let wakeReader = Atomic<Int32>(-1)

    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL]

    /// Installs key mode's handlers (once).
    static func install() {
        guard wakeReader.load(ordering: .acquiring) < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wakeReader.store(ends[0], ordering: .releasing)
        wakeWriter.store(ends[1], ordering: .releasing)
        handle(
            [SIGINT, SIGWINCH, SIGTSTP, SIGCONT],
            with: { signal in
                switch signal {
                case SIGINT: SignalEvents.interrupts.add(1, ordering: .relaxed)
                case SIGWINCH: SignalEvents.resizes.add(1, ordering: .relaxed)
                case SIGTSTP: SignalEvents.suspends.add(1, ordering: .relaxed)
                default: SignalEvents.continues.add(1, ordering: .relaxed)
                }
                SignalEvents.wake()
            })
        handle(
            endingSignals,
            with: { signal in
                if SignalEvents.ending.exchange(signal, ordering: .relaxed) != 0 {
                    TerminalState.restoreFromSignalHandler()
                    _exit(ExitStatus.interrupted.rawValue)
                }
                SignalEvents.wake()
            })
        // Once the terminal is restored, the signal goes where it went before (the default
        // action, or the runtime's crash report).
        for signal in crashSignals { sigaction(signal, nil, &previousActions[Int(signal)]) }
        handle(
            crashSignals,
            with: { signal in
                TerminalState.restoreFromSignalHandler()
                sigaction(signal, &SignalEvents.previousActions[Int(signal)], nil)
                raise(signal)
            })
    }

    /// For scripts, which have no terminal to restore: SIGINT, SIGTERM, SIGHUP and SIGQUIT end
    /// the process at once with ``ExitStatus/interrupted`` and no crash report.
    static func installForScripts() {
        handle([SIGINT] + endingSignals, with: { _ in _exit(ExitStatus.interrupted.rawValue) })
    }

    /// What the crash signals did before, by signal number; written before the handlers that
    /// read it are installed.
    nonisolated(unsafe) private static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

    /// The file descriptor to poll alongside the keyboard.
    static var wakeDescriptor: Int32 { wakeReader.load(ordering: .acquiring) }

    /// Whether SIGINT arrived since the last call.
    static func takeInterrupt() -> Bool { take(interrupts) }

    /// Whether the terminal was resized since the last call.
    static func takeResize() -> Bool { take(resizes) }

    /// Whether SIGTSTP arrived (or Ctrl-Z was typed on the command line) since the last call.
    static func takeSuspend() -> Bool { take(suspends) }

    /// Whether the process was continued (SIGCONT) since the last call.
    static func takeContinue() -> Bool { take(continues) }

    /// The signal that asked the REPL to end, if one did. It stays set: the REPL is ending.
    static var endingSignal: Int32? {
        let signal = ending.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Whether a signal waits that the command line should give the terminal back for.
    static var needsMainLoop: Bool {
        endingSignal != nil || suspends.load(ordering: .relaxed) > 0
    }

    /// Asks for a suspension as SIGTSTP does (Ctrl-Z typed where it arrives as a byte).
    static func requestSuspend() {
        suspends.add(1, ordering: .relaxed)
        wake()
    }

    /// Stops the process as SIGTSTP's default action does, and returns once it is continued.
    /// Call with the terminal restored. The REPL may run on a thread that blocks signals, so
    /// SIGTSTP is unblocked on it for the moment it is raised.
    static func stopProcess() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &action, &previous)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }

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

    private static func handle(_ signals: [Int32], with handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }
}
