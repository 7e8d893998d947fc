import FileWriting
import Foundation
import Reporting
import SpeechBridge
import Voices
import WorkerProcesses

/// Synthesises one work item in a process forked for it from the worker, which has never
/// synthesised: the process starts its own libespeak-ng, so the item's audio does not depend on
/// what the worker synthesised before (docs/listening.md, "Identical audio"). The worker stays
/// single-threaded (it never starts the synthesis thread) so that forking it is safe.
enum ItemSynthesis {
    /// Synthesises each request into its WAV file, in order, in a forked process that answers
    /// with one ``WorkerReply`` line on `output` and exits. Throws when the process cannot be
    /// made or ends without answering.
    static func run(_ work: [ElementSpeech], voices: VoiceCatalog, replyingTo output: FileHandle) throws {
        try prepare()
        let worker = getpid()
        let child = fork()
        if child == 0 {
            let reply = synthesize(work, voices: voices, worker: worker)
            let line = (try? JSONEncoder().encode(reply)).map { $0 + Data("\n".utf8) }
            let answered = line.map { (try? output.write(contentsOf: $0)) != nil } ?? false
            _exit(answered ? 0 : 1)
        }
        guard child > 0 else {
            throw ListenError.worker("cannot start a synthesis process: \(String(cString: strerror(errno)))")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else {
                throw ListenError.worker("lost the synthesis process: \(String(cString: strerror(errno)))")
            }
        }
        switch ChildEnd(waitStatus: status) {
        case .signalled(let signal):
            throw ListenError.worker("the synthesis process ended on signal \(signal)")
        case .exited(let status) where status != 0:
            throw ListenError.worker("the synthesis process ended with status \(status)")
        case .exited:
            break
        }
    }

    /// Readies the single-threaded worker for the forks (``Synthesizer/prepareFork()``): once
    /// for all its work items, as only the first call does anything.
    static func prepare() throws {
        do {
            try Synthesizer.prepareFork()
        } catch {
            throw ListenError.worker(error.description)
        }
    }

    /// The forked process's work; ends the process when the worker has ended.
    private static func synthesize(
        _ work: [ElementSpeech], voices: VoiceCatalog, worker: pid_t
    ) -> WorkerReply {
        do {
            let synthesizer = try Synthesizer(voices: voices)
            // One buffer for every element: its memory is allocated once.
            let buffer = PCMBuffer()
            for element in work {
                guard getppid() == worker else { _exit(1) }
                try synthesizer.synthesize(element.request, into: buffer)
                do {
                    try buffer.drain { samples in
                        try WAVFile.withFileBytes(of: samples) { try UnsyncedFile.write($0, toFile: element.file) }
                    }
                } catch {
                    throw ListenError.cannotWrite(
                        element.file, (error as? OutputError)?.reason ?? ErrorReason.of(error))
                }
            }
            return .synthesized(peakMemory: PeakMemory.of(getpid()))
        } catch {
            return .failure(error)
        }
    }
}
