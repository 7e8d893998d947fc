import Foundation
import Synchronization

/// A child process answering requests: the `earshot` executable started in one of its hidden
/// worker modes (``init(command:)``), or this process forked to run a worker's loop
/// (``init(forking:)``). It is fed requests on one pipe and answers on another. A worker ends
/// when its input closes, so closing it, or the parent's exit however it happens, ends the
/// worker.
package final class WorkerProcess: @unchecked Sendable {
    private let child: Child
    /// The worker's requests, as this process writes them.
    private let input: FileHandle
    /// The worker's answers, as it writes them.
    package let output: PipeReader
    private let inputClosed = Atomic(false)
    private let ended = Atomic(false)

    private enum Child {
        /// Started with Foundation's `Process`: a worker needs nothing beyond pipes and a pid,
        /// and it keeps the package free of another dependency.
        case started(Process)
        case forked(ForkedChild)
    }

    /// Starts `command`, the executable and its arguments; throws a description of why it
    /// could not be started.
    package init(command: [String]) throws(WorkerStartError) {
        let process = Process()
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        // A worker that crashes ends at once: its parent reports it, and the runtime's backtrace
        // would take seconds and fill the user's terminal.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        child = .started(process)
        input = inputPipe.fileHandleForWriting
        output = PipeReader(outputPipe.fileHandleForReading)
        do {
            try process.run()
        } catch {
            throw WorkerStartError(description: "cannot start \(command[0]): \(error.localizedDescription)")
        }
    }

    /// Forks this process; the copy runs `body` with the ends of its two pipes (requests to read,
    /// answers to write) and exits when it returns. No executable is started, and the copy has
    /// whatever this process had set up: call it on a thread whose work no other thread can be
    /// in the middle of (the copy has only that thread). In the copy, Ctrl-C and Ctrl-\ are
    /// ignored (they are for the command, which ends the worker's input), and the signals this
    /// process may handle end it as they would end a new process.
    package init(forking body: (_ input: FileHandle, _ output: FileHandle) -> Void) throws(WorkerStartError) {
        // [read, write] each.
        var requests: [Int32] = [-1, -1]
        var answers: [Int32] = [-1, -1]
        guard pipe(&requests) == 0 else { throw WorkerStartError(errno: errno) }
        guard pipe(&answers) == 0 else {
            let reason = errno
            Glibc.close(requests[0])
            Glibc.close(requests[1])
            throw WorkerStartError(errno: reason)
        }
        // Nothing this process starts later keeps the worker's pipes open.
        for descriptor in requests + answers { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let pid = fork()
        if pid == 0 {
            ForkedChild.resetSignals()
            Glibc.close(requests[1])
            Glibc.close(answers[0])
            body(
                FileHandle(fileDescriptor: requests[0], closeOnDealloc: false),
                FileHandle(fileDescriptor: answers[1], closeOnDealloc: false))
            // The answers end now, not once the process is torn down.
            Glibc.close(answers[1])
            _exit(0)
        }
        let reason = errno
        Glibc.close(requests[0])
        Glibc.close(answers[1])
        input = FileHandle(fileDescriptor: requests[1], closeOnDealloc: true)
        output = PipeReader(FileHandle(fileDescriptor: answers[0], closeOnDealloc: true))
        guard pid > 0 else {
            try? input.close()
            throw WorkerStartError(errno: reason)
        }
        child = .forked(ForkedChild(pid: pid))
    }

    package var pid: Int32 {
        switch child {
        case .started(let process): process.processIdentifier
        case .forked(let forked): forked.pid
        }
    }

    package var isRunning: Bool {
        switch child {
        case .started(let process): process.isRunning
        case .forked(let forked): forked.isRunning
        }
    }

    /// The worker's exit status (for a worker ended by a signal, the signal's number), once it
    /// has ended.
    package var terminationStatus: Int32 {
        switch child {
        case .started(let process):
            process.waitUntilExit()
            return process.terminationStatus
        case .forked(let forked):
            return forked.waitForExit()
        }
    }

    /// Writes `data` (a request, whole) to the worker's input.
    package func send(_ data: Data) throws {
        try input.write(contentsOf: data)
    }

    /// Ends the worker at once, mid-request.
    package func stop() {
        switch child {
        case .started(let process): if process.isRunning { process.terminate() }
        case .forked(let forked): forked.terminate()
        }
    }

    /// Closes the worker's input, which ends it once it has answered what it was sent.
    package func endInput() {
        guard !inputClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? input.close()
    }

    /// Ends the worker by closing its input, and waits until it has: its output closes when it
    /// exits. (Foundation's `waitUntilExit` polls every 50 ms, which a caller would wait out.)
    /// Only for a worker whose output nobody else reads.
    package func close() {
        endInput()
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        output.drain()
    }
}

/// Why a worker process could not be started.
package struct WorkerStartError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }

    init(errno code: Int32) {
        description = "cannot start a worker process: \(String(cString: strerror(code)))"
    }
}
