import Foundation
import SpeechBridge

/// The WAV files a listening run writes and reads back: 16-bit mono PCM behind the 44-byte header
/// `WAVFile` writes. Samples are copied as whole buffers (not one by one), which matters when a
/// run writes thousands of files.
enum PCMWAV {
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
