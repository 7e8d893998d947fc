import Foundation
import Synchronization

/// A child process of the `earshot` executable in one of its hidden worker modes, fed requests
/// on its standard input and answering on its standard output (Foundation's `Process`: a
/// worker needs nothing beyond pipes and a pid, and it keeps the package free of another
/// dependency). A worker ends when its input closes, so closing it, or the parent's exit
/// however it happens, ends the worker.
package final class WorkerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    /// The worker's answers, as it writes them.
    package let output: PipeReader
    private let inputClosed = Atomic(false)
    private let ended = Atomic(false)

    /// Starts `command`, the executable and its arguments; throws a description of why it
    /// could not be started.
    package init(command: [String]) throws(WorkerStartError) {
        let outputPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = input
        process.standardOutput = outputPipe
        // A worker that crashes ends at once: its parent reports it, and the runtime's backtrace
        // would take seconds and fill the user's terminal.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        output = PipeReader(outputPipe.fileHandleForReading)
        do {
            try process.run()
        } catch {
            throw WorkerStartError(description: "cannot start \(command[0]): \(error.localizedDescription)")
        }
    }

    package var pid: Int32 { process.processIdentifier }

    package var isRunning: Bool { process.isRunning }

    /// The worker's exit status, once it has ended.
    package var terminationStatus: Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes `data` (a request, whole) to the worker's input.
    package func send(_ data: Data) throws {
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    /// Ends the worker at once, mid-request.
    package func stop() {
        if process.isRunning { process.terminate() }
    }

    /// Closes the worker's input, which ends it once it has answered what it was sent.
    package func endInput() {
        guard !inputClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? input.fileHandleForWriting.close()
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
}
