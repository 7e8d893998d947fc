import AppLoading
import Foundation
import Reporting
import SpeechBridge
import Voices
import WorkerProcesses

/// The worker side of a listening run (`earshot listen-worker [APP]`): reads ``RenderSettings``
/// as the first line of standard input, then one ``WorkItem`` a line, and answers each with one
/// ``WorkerReply`` line on standard output, once the item's audio files are written. Each item
/// is synthesised in a process forked for it (see ``ItemSynthesis``); the worker itself only
/// describes screens.
///
/// What needs no settings is made before they arrive, while the run is still planning: the
/// voice files, and the app when its file is given on the command line.
package enum ListenWorker {
    package static func run(
        appFile: String? = nil, input: FileHandle = .standardInput, output: FileHandle = .standardOutput
    ) throws {
        // The run ends the worker and what it forked together, as one process group.
        setpgid(0, 0)
        let catalog = try VoiceCatalog.standard()
        let preloaded = appFile.map { path in Result { try AppSource.load(url: URL(fileURLWithPath: path)) } }
        let lines = PipeReader(input)
        guard let first = lines.line() else { return }
        let settings = try JSONDecoder().decode(RenderSettings.self, from: first)
        let loaded =
            try (appFile == settings.app ? preloaded?.get() : nil)
            ?? AppSource.load(url: URL(fileURLWithPath: settings.app))
        let voices = try SpokenLocales(
            locales: settings.locales, voices: catalog, espeakVoice: { settings.espeakVoices[$0] })
        let describer = ScreenDescriber(app: loaded.app, settings: settings, voices: voices)
        // The items of a long screen come one after another: its description is kept.
        var last: (screen: LocaleScreen, described: ScreenDescriber.DescribedScreen)?
        while let line = lines.line() {
            do {
                let item = try JSONDecoder().decode(WorkItem.self, from: line)
                let described =
                    try last.flatMap { $0.screen == item.screen ? $0.described : nil }
                    ?? describer.describe(item.screen)
                last = (item.screen, described)
                let format = describer.speechFormat(item.screen.locale)
                let work = try item.elements.map { position in
                    guard described.elements.indices.contains(position) else {
                        throw ListenError.worker("\(item.screen.screen.name) has no element \(position)")
                    }
                    return (
                        format.render(described.utterances[position]),
                        settings.output + "/" + described.elements[position].audio
                    )
                }
                try ItemSynthesis.run(work, voices: voices.catalog, replyingTo: output)
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
