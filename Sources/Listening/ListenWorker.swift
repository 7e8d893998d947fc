import Captures
import Foundation
import ScreenFiles
import Voices

/// The worker side of a listening run (`earshot listen-worker`): reads ``RenderSettings`` as the
/// first line of standard input, then one ``WorkItem`` a line, and answers each with one
/// ``WorkerReply`` line on standard output. espeak-ng keeps global state, so parallel rendering
/// means one such process per job.
public enum ListenWorker {
    public static func run(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) throws {
        let lines = LineReader(input)
        guard let first = lines.next() else { return }
        let settings = try JSONDecoder().decode(RenderSettings.self, from: first)
        let loaded = try AppSource.load(url: URL(fileURLWithPath: settings.app))
        let voices = try ListeningVoices(locales: settings.locales, voices: VoiceCatalog.standard())
        let renderer = ScreenRenderer(app: loaded.app, settings: settings, voices: voices, loaded: loaded)
        let encoder = JSONEncoder()
        while let line = lines.next() {
            let reply: WorkerReply
            do {
                reply = .rendered(try renderer.render(try JSONDecoder().decode(WorkItem.self, from: line)))
            } catch {
                reply = .failed(String(describing: error))
            }
            try output.write(contentsOf: try encoder.encode(reply) + Data("\n".utf8))
        }
    }
}

/// A worker's answer to one work item.
public enum WorkerReply: Sendable, Codable {
    case rendered(ScreenResult)
    case failed(String)
}

/// Lines of a file handle, read as they arrive.
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end.
    func next() -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return Data(line)
            }
            let chunk = handle.availableData
            if chunk.isEmpty {
                defer { buffer = Data() }
                return buffer.isEmpty ? nil : buffer
            }
            buffer.append(chunk)
        }
    }
}
