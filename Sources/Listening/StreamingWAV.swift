import Foundation
import Reporting
import SpeechBridge

/// The WAV files a listening run writes and reads back: 16-bit mono PCM behind the 44-byte header
/// `WAVFile` writes. Samples are copied as whole buffers (not one by one), which matters when a
/// run writes thousands of files.
enum PCMWAV {
    /// Little-endian bytes of samples (the samples' own bytes on a little-endian machine).
    static func bytes(_ samples: [Int16]) -> Data {
        #if _endian(little)
            return samples.withUnsafeBytes { Data($0) }
        #else
            return samples.map { $0.littleEndian }.withUnsafeBytes { Data($0) }
        #endif
    }

    /// The samples of a file this run (or an earlier one) wrote; other WAV files go through
    /// `WAVFile.read`.
    static func samples(of file: URL) throws -> [Int16] {
        let data = try Data(contentsOf: file)
        guard data.count >= WAVFile.headerSize, data[36..<40].elementsEqual("data".utf8) else {
            return try WAVFile.read(file).samples
        }
        let count = (data.count - WAVFile.headerSize) / 2
        var samples = [Int16](repeating: 0, count: count)
        _ = samples.withUnsafeMutableBytes {
            data.copyBytes(to: $0, from: WAVFile.headerSize..<(WAVFile.headerSize + count * 2))
        }
        #if _endian(little)
            return samples
        #else
            return samples.map { Int16(littleEndian: $0) }
        #endif
    }
}

/// A WAV file written as it is produced: the header first with sizes patched at the end, so a
/// whole screen's audio never has to be held in memory.
final class StreamingWAV {
    private let handle: FileHandle
    private(set) var sampleCount = 0

    init(url: URL) throws {
        do {
            try UnsyncedFile.write(WAVFile.header(sampleCount: 0), to: url)
        } catch {
            throw ListenError.cannotWrite(url.path, error.reason)
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    func append(_ samples: [Int16]) throws {
        try handle.write(contentsOf: PCMWAV.bytes(samples))
        sampleCount += samples.count
    }

    func appendSilence(samples count: Int) throws {
        try handle.write(contentsOf: Data(count: count * 2))
        sampleCount += count
    }

    /// Writes the sizes into the header and closes the file.
    func finish() throws {
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: WAVFile.header(sampleCount: sampleCount))
        try handle.close()
    }
}
