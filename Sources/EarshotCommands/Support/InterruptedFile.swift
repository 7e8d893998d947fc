import Foundation
import Reporting
import Synchronization

/// The file a command is writing piece by piece, removed if the process is interrupted: Ctrl-C
/// or SIGTERM then unlink it and end the process with status 130, leaving any earlier file
/// untouched.
///
/// The handler is a plain `sigaction` one (no dispatch source, whose registration can lag and
/// drop a signal that arrives meanwhile), and the file's name is known to it before the file is
/// created, so no moment leaves a partial file behind.
enum InterruptedFile {
    /// The partial file's path as a C string's address (0 for none), which the handler reads:
    /// only async-signal-safe work there.
    private static let path = Atomic<Int>(0)

    /// Installs the handlers; from then on an interruption removes the file named last to
    /// ``removeOnInterrupt(_:)``.
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if let file = UnsafeMutablePointer<CChar>(bitPattern: InterruptedFile.path.load(ordering: .acquiring)) {
                unlink(file)
            }
            _exit(ExitStatus.interrupted.rawValue)
        }
        sigemptyset(&action.sa_mask)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM] {
            sigaction(signal, &action, nil)
            sigaddset(&signals, signal)
        }
        // A process may start with the signals blocked (a blocked mask is inherited, as from a
        // test runner's thread); they would then wait, undelivered, until the file is in place.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Names the file to remove on an interruption (called before the file is created). The
    /// name's memory is never freed: a handler running on another thread may still read it.
    static func removeOnInterrupt(_ file: URL) {
        path.store(Int(bitPattern: strdup(file.path)), ordering: .releasing)
    }

    /// The file is in place or gone: an interruption removes nothing any more.
    static func forget() {
        path.store(0, ordering: .releasing)
    }
}
