import Foundation
import Synchronization

/// A child made by `fork()`, waited for and signalled by its process id. It is reaped once, by
/// whichever call first sees it ended; after that, its id (which the system may give to
/// another process) is never signalled.
final class ForkedChild: Sendable {
    let pid: pid_t
    /// The wait status, once reaped.
    private let reaped = Mutex<Int32?>(nil)

    init(pid: pid_t) {
        self.pid = pid
    }

    var isRunning: Bool {
        reaped.withLock { reaped in
            if reaped == nil { reap(&reaped, waiting: false) }
            return reaped == nil
        }
    }

    /// Waits until the child has ended; its exit status, or the number of the signal that
    /// ended it.
    func waitForExit() -> Int32 {
        // Waited for without reaping, so that the lock is not held meanwhile.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        let status = reaped.withLock { reaped in
            if reaped == nil { reap(&reaped, waiting: true) }
            return reaped ?? 0
        }
        switch ChildEnd(waitStatus: status) {
        case .exited(let code): return code
        case .signalled(let signal): return signal
        }
    }

    /// Ends the child with SIGTERM, unless it has been reaped.
    func terminate() {
        reaped.withLock { reaped in
            if reaped == nil { kill(pid, SIGTERM) }
        }
    }

    private func reap(_ reaped: inout Int32?, waiting: Bool) {
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
        } while result < 0 && errno == EINTR
        if result == pid {
            reaped = status
        } else if result < 0 {
            // Not this process's child any more: nothing to wait for.
            reaped = 0
        }
    }

    /// In a newly forked child: Ctrl-C and Ctrl-\ ignored, and the signals the parent may
    /// handle as a new process has them (no handler of the parent's runs in the child, and a
    /// crash ends it at once, without the runtime's backtrace). An ignored SIGPIPE stays
    /// ignored, as across `exec`.
    static func resetSignals() {
        for signal in [SIGINT, SIGQUIT] { Glibc.signal(signal, SIG_IGN) }
        for signal in [SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            Glibc.signal(signal, SIG_DFL)
        }
        var all = sigset_t()
        sigemptyset(&all)
        sigprocmask(SIG_SETMASK, &all, nil)
    }
}
