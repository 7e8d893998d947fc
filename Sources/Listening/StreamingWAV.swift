import Foundation
import SpeechBridge

/// A WAV file written as it is produced: the header first with sizes patched at the end, so a
/// whole screen's audio never has to be held in memory.
final class StreamingWAV {
    private let handle: FileHandle
    private(set) var sampleCount = 0

    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: WAVFile.encode([])) else {
            throw ListenError.cannotWrite(url.path, "cannot create the file")
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    func append(_ samples: [Int16]) throws {
        var data = Data(capacity: samples.count * 2)
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        try handle.write(contentsOf: data)
        sampleCount += samples.count
    }

    func appendSilence(samples count: Int) throws {
        try handle.write(contentsOf: Data(count: count * 2))
        sampleCount += count
    }

    /// Writes the sizes into the header and closes the file.
    func finish() throws {
        let dataBytes = UInt32(sampleCount * 2)
        try handle.seek(toOffset: 4)
        try handle.write(contentsOf: withUnsafeBytes(of: (36 + dataBytes).littleEndian) { Data($0) })
        try handle.seek(toOffset: 40)
        try handle.write(contentsOf: withUnsafeBytes(of: dataBytes.littleEndian) { Data($0) })
        try handle.close()
    }
}
