import Foundation
import Testing
import WorkerProcesses

/// A worker made by forking this process: it answers on its pipe, ends when its input closes,
/// and reports how it ended. Its loop uses only the system's calls, as the copy of a process
/// with other threads at work should.
@Suite struct ForkedWorkerTests {
    /// A worker echoing every byte it reads until its input ends.
    static func echo() throws -> WorkerProcess {
        try WorkerProcess { input, output in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input.fileDescriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                _ = buffer.withUnsafeBytes { write(output.fileDescriptor, $0.baseAddress, count) }
            }
        }
    }

    @Test func itAnswersAndEndsWhenItsInputCloses() throws {
        let worker = try Self.echo()
        #expect(worker.pid != getpid())
        #expect(worker.isRunning)
        try worker.send(Data("ping\n".utf8))
        #expect(worker.output.line() == Data("ping".utf8))
        worker.endInput()
        #expect(worker.output.line() == nil)
        #expect(worker.terminationStatus == 0)
        #expect(!worker.isRunning)
    }

    @Test func stoppingItEndsItMidRequestWithSIGTERM() throws {
        let worker = try Self.echo()
        worker.stop()
        #expect(worker.terminationStatus == SIGTERM)
        // Reaped once: asking again neither waits nor signals another process.
        #expect(worker.terminationStatus == SIGTERM)
        worker.stop()
        #expect(!worker.isRunning)
    }

    /// The parent's handlers do not run in the copy: a crash ends it by its signal, and
    /// Ctrl-C, meant for the command, leaves it running.
    @Test func aCrashEndsItByItsSignalAndCtrlCDoesNot() throws {
        let crashing = try WorkerProcess { _, _ in
            // No core file of it left behind.
            var none = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
            raise(SIGSEGV)
        }
        #expect(crashing.terminationStatus == SIGSEGV)
        let worker = try Self.echo()
        kill(worker.pid, SIGINT)
        try worker.send(Data("still here\n".utf8))
        #expect(worker.output.line() == Data("still here".utf8))
        worker.close()
        #expect(worker.terminationStatus == 0)
    }
}
