import Foundation
import Reporting
import SpeechBridge
import Voices
import WorkerProcesses

/// The worker side of a listening run (`earshot listen-worker`): reads ``RenderSettings`` as
/// the first line of standard input, then one work item a line (its elements' ``ElementSpeech``,
/// in order), and answers each with one ``WorkerReply`` line on standard output, once the
/// item's audio files are written. Each item is synthesised in a process forked for it (see
/// ``ItemSynthesis``); the worker only reads and forks, and never reads the app.
///
/// What needs no settings is made before they arrive, while the run is still planning: the
/// voice files, and libespeak-ng started for the forks.
package enum ListenWorker {
    package static func run(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) throws {
        // The run ends the worker and what it forked together, as one process group.
        setpgid(0, 0)
        let catalog = try VoiceCatalog.standard()
        // A library that does not start fails each item, with the reason.
        try? ItemSynthesis.prepare()
        let lines = PipeReader(input)
        guard let first = lines.line() else { return }
        let settings = try JSONDecoder().decode(RenderSettings.self, from: first)
        let voices = try SpokenLocales(
            locales: settings.locales, voices: catalog, espeakVoice: { settings.espeakVoices[$0] })
        while let line = lines.line() {
            do {
                let item = try JSONDecoder().decode([ElementSpeech].self, from: line)
                try ItemSynthesis.run(item, voices: voices.catalog, replyingTo: output)
            } catch {
                try output.write(contentsOf: try JSONEncoder().encode(WorkerReply.failure(error)) + Data("\n".utf8))
            }
        }
    }
}

/// A worker's answer to one work item.
package enum WorkerReply: Sendable, Codable {
    /// The item's files are written; the peak memory of the process that synthesised them.
    case synthesized(peakMemory: Int)
    /// Failed, and why: the error's words and its exit status (74 for a full disk).
    case failed(String, status: Int32)

    /// The reply for `error`.
    static func failure(_ error: any Error) -> WorkerReply {
        let status = (error as? any StatusReporting)?.exitStatus ?? .unavailable
        // The run says a worker failed itself.
        if case .worker(let reason, _) = error as? ListenError { return .failed(reason, status: status.rawValue) }
        return .failed(String(describing: error), status: status.rawValue)
    }
}
