import FileWriting
import Foundation
import Reporting
import Synchronization

/// A sink that writes a WAV file as the samples arrive, so a long text is never held in memory
/// twice (samples, then file bytes) and the file is mostly on disk when synthesis ends.
///
/// The file appears whole at ``commit()``, through a ``StagedFile``; until then any previous
/// file stays as it was. A device or pipe (`/dev/stdout`) cannot take a header whose sizes are
/// written last, so its samples are kept and written at ``commit()``.
package final class WAVFileSink: AudioSink {
    /// Bytes gathered before each write to the file.
    static let chunkBytes = 64 * 1024

    private struct State {
        var pending = Data()
        var sampleCount = 0
        /// Samples for a device or pipe, written whole at the end.
        var kept: [Int16] = []
        var failure: OutputError?
    }

    package let url: URL
    private let state: Mutex<State>
    /// The file being written; nil for a device or pipe. Used only while `state` is locked.
    private nonisolated(unsafe) let staged: StagedFile?

    /// Opens the temporary file beside `url` (nothing is created for a device or pipe); throws
    /// when `url` cannot be written, before any synthesis is spent on it. `durable` and
    /// `beforeCreating` are as for ``StagedFile/init(replacing:durable:beforeCreating:)``.
    package init(
        url: URL, durable: Bool = true, beforeCreating: @Sendable (URL) -> Void = { _ in }
    ) throws(OutputError) {
        self.url = url
        var staged: StagedFile?
        if !StagedFile.isSpecialFile(url) {
            let file = try StagedFile(replacing: url, durable: durable, beforeCreating: beforeCreating)
            try file.append(WAVFile.header(sampleCount: 0))
            staged = file
        }
        self.staged = staged
        state = Mutex(State())
    }

    /// Length of the audio written so far, in seconds.
    package var duration: Double { PCMFormat.seconds(samples: state.withLock { $0.sampleCount }) }

    package func write(_ samples: UnsafeBufferPointer<Int16>) {
        state.withLock { state in
            state.sampleCount += samples.count
            guard let staged else {
                state.kept.append(contentsOf: samples)
                return
            }
            guard state.failure == nil else { return }
            #if _endian(little)
                // A chunk's worth or more goes to the file as it is, without a copy.
                if samples.count * 2 >= Self.chunkBytes {
                    Self.flush(&state, to: staged)
                    do throws(OutputError) {
                        if state.failure == nil { try staged.append(UnsafeRawBufferPointer(samples)) }
                    } catch {
                        state.failure = error
                    }
                    return
                }
                state.pending.append(samples)
            #else
                for sample in samples {
                    withUnsafeBytes(of: sample.littleEndian) { state.pending.append(contentsOf: $0) }
                }
            #endif
            if state.pending.count >= Self.chunkBytes { Self.flush(&state, to: staged) }
        }
    }

    /// Appends the samples of the WAV file at `path` and returns how many: copied from file to
    /// file by the kernel, never read into memory, when the file starts with the header
    /// ``WAVFile/header(sampleCount:sampleRate:channels:)`` writes for its size (a file Earshot
    /// wrote); decoded and written otherwise. Throws when the file cannot be read (Foundation's
    /// error) or is not a WAV file (``WAVFile/Failure``); a failure to write is thrown by
    /// ``commit()``.
    package func appendSamples(ofFile path: String) throws -> Int {
        let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? file.close() }
        let source = file.fileDescriptor
        guard let staged, let sampleCount = Self.ownSampleCount(of: source) else {
            let samples = try WAVFile.decode(file.readToEnd() ?? Data()).samples
            samples.withUnsafeBufferPointer { write($0) }
            return samples.count
        }
        state.withLock { state in
            state.sampleCount += sampleCount
            Self.flush(&state, to: staged)
            do throws(OutputError) {
                if state.failure == nil {
                    try staged.append(from: source, offset: WAVFile.headerSize, count: sampleCount * 2)
                }
            } catch {
                state.failure = error
            }
        }
        return sampleCount
    }

    /// The number of samples of the open file `source` when it starts with the header Earshot
    /// writes for a file of its size; nil otherwise.
    private static func ownSampleCount(of source: Int32) -> Int? {
        var status = stat()
        guard fstat(source, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size >= WAVFile.headerSize, (size - WAVFile.headerSize) % 2 == 0 else { return nil }
        let sampleCount = (size - WAVFile.headerSize) / 2
        let expected = WAVFile.header(sampleCount: sampleCount)
        var header = [UInt8](repeating: 0, count: WAVFile.headerSize)
        let read = header.withUnsafeMutableBytes { pread(source, $0.baseAddress, WAVFile.headerSize, 0) }
        return read == WAVFile.headerSize && header.elementsEqual(expected) ? sampleCount : nil
    }

    /// Appends `sampleCount` samples of silence. A file gets a hole rather than written zeros
    /// (see ``StagedFile/skip(_:)``).
    package func writeSilence(sampleCount: Int) {
        guard sampleCount > 0 else { return }
        state.withLock { state in
            state.sampleCount += sampleCount
            guard let staged else {
                state.kept.append(contentsOf: repeatElement(0, count: sampleCount))
                return
            }
            Self.flush(&state, to: staged)
            do throws(OutputError) {
                if state.failure == nil { try staged.skip(sampleCount * 2) }
            } catch {
                state.failure = error
            }
        }
    }

    package func finish(_ completion: SpeechCompletion) {}

    /// Writes the sizes into the header and puts the file in place; throws the first write
    /// error, leaving any previous file untouched.
    package func commit() throws(OutputError) {
        let result: Result<Void, OutputError> = state.withLock { state in
            guard let staged else {
                return Result { () throws(OutputError) in try AtomicFile.write(WAVFile.encode(state.kept), to: url) }
            }
            Self.flush(&state, to: staged)
            let failure = state.failure
            return Result { () throws(OutputError) in
                if let failure { throw failure }
                try staged.overwrite(WAVFile.header(sampleCount: state.sampleCount), at: 0)
                try staged.commit()
            }
        }
        if case .failure(let error) = result {
            discard()
            throw error
        }
    }

    /// Drops the file being written; the target is left as it was.
    package func discard() {
        state.withLock { _ in staged?.discard() }
    }

    private static func flush(_ state: inout State, to file: StagedFile) {
        guard state.failure == nil, !state.pending.isEmpty else { return }
        do {
            try file.append(state.pending)
        } catch {
            state.failure = error
        }
        state.pending.removeAll(keepingCapacity: true)
    }
}
