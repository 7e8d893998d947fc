import AppLoading
import Foundation
import Reporting
import SpeechBridge
import Voices

/// The worker side of a listening run (`earshot listen-worker [APP]`): reads ``RenderSettings``
/// as the first line of standard input, then one ``WorkerRequest`` a line, and answers each with
/// one ``WorkerReply`` line on standard output. espeak-ng keeps global state, so parallel rendering
/// means one such process per job.
///
/// What needs no settings is made before they arrive, while the run is still planning the
/// screens: the voice files, and the app when its file is given on the command line.
public enum ListenWorker {
    public static func run(
        appFile: String? = nil, input: FileHandle = .standardInput, output: FileHandle = .standardOutput
    ) throws {
        let catalog = try VoiceCatalog.standard()
        let preloaded = appFile.map { path in Result { try AppSource.load(url: URL(fileURLWithPath: path)) } }
        let lines = LineReader(input)
        guard let first = lines.next() else { return }
        let settings = try JSONDecoder().decode(RenderSettings.self, from: first)
        let loaded =
            try (appFile == settings.app ? preloaded?.get() : nil)
            ?? AppSource.load(url: URL(fileURLWithPath: settings.app))
        let voices = try ListeningVoices(locales: settings.locales, voices: catalog)
        // The synthesizer knows the run's voices, which include the locales spoken by a nearby
        // voice file (see ``ListeningVoices``).
        let renderer = ScreenRenderer(
            loaded: loaded, settings: settings, voices: voices, synthesizer: try Synthesizer(voices: voices.catalog))
        let encoder = JSONEncoder()
        while let line = lines.next() {
            let reply: WorkerReply
            do {
                switch try JSONDecoder().decode(WorkerRequest.self, from: line) {
                case .render(let item): reply = .rendered(try renderer.render(item))
                case .help(let item): reply = .helped(elements: try renderer.help(item))
                }
            } catch {
                let status = (error as? any StatusReporting)?.exitStatus ?? .unavailable
                reply = .failed(String(describing: error), status: status.rawValue)
            }
            try output.write(contentsOf: try encoder.encode(reply) + Data("\n".utf8))
        }
    }
}

/// What a worker is asked to do.
public enum WorkerRequest: Sendable, Codable {
    /// Render the item: its elements' audio, the screen's audio and captions, its result.
    case render(WorkItem)
    /// Synthesise the item's elements from the last one back while another worker renders it
    /// (see ``ScreenRenderer/help(_:)``).
    case help(WorkItem)
}

/// A worker's answer to one request.
public enum WorkerReply: Sendable, Codable {
    case rendered(ScreenResult)
    /// Helped render an item, synthesising this many of its elements.
    case helped(elements: Int)
    /// Failed, and why: the error's words and its exit status (74 for a full disk).
    case failed(String, status: Int32)
}

/// Lines of a file handle, read as they arrive.
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()
    /// How much of `buffer` is known to hold no newline.
    private var scanned = 0

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end.
    func next() -> Data? {
        while true {
            if let newline = newline() {
                let line = buffer.prefix(newline)
                buffer = buffer.dropFirst(newline + 1)
                scanned = 0
                return Data(line)
            }
            scanned = buffer.count
            let chunk = handle.availableData
            if chunk.isEmpty {
                defer { buffer = Data() }
                return buffer.isEmpty ? nil : buffer
            }
            buffer.append(chunk)
        }
    }

    /// The offset in `buffer` of its first newline, looking only past what was scanned before.
    private func newline() -> Int? {
        buffer.withUnsafeBytes { bytes -> Int? in
            guard scanned < bytes.count,
                let found = memchr(bytes.baseAddress! + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned)
            else { return nil }
            return bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }
}
