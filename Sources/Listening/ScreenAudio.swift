import Foundation
import Reporting
import SpeechBridge
import UtteranceRendering

/// The WAV files a listening run writes and reads back: 16-bit mono PCM behind the 44-byte header
/// `WAVFile` writes. Samples are copied as whole buffers (not one by one), which matters when a
/// run writes thousands of files.
enum PCMWAV {
    /// Calls `body` with the samples' little-endian bytes (the samples' own bytes on a
    /// little-endian machine, so nothing is copied).
    static func withBytes<Result>(
        of samples: [Int16], _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        #if _endian(little)
            return try samples.withUnsafeBytes(body)
        #else
            return try samples.map(\.littleEndian).withUnsafeBytes(body)
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

/// A whole screen's audio, written as its elements' audio arrives in swipe order: each
/// element's samples a gap apart, and one caption per element. The WAV header goes first with
/// its sizes patched at the end, so a screen's audio is never held in memory.
final class ScreenAudio {
    private let handle: FileHandle
    private let url: URL
    private var sampleCount = 0
    private var captions: [Caption] = []
    /// Silence between elements.
    private let gap: [Int16]

    init(url: URL, gapMilliseconds: Int) throws {
        self.url = url
        gap = Array(repeating: 0, count: PCMFormat.samples(milliseconds: gapMilliseconds))
        do {
            try UnsyncedFile.write(WAVFile.header(sampleCount: 0), to: url)
        } catch {
            throw ListenError.cannotWrite(url.path, error.reason)
        }
        do {
            handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
        } catch {
            throw ListenError.cannotWrite(url.path, error.localizedDescription)
        }
    }

    /// Appends the next element's audio, captioned with `text`.
    func append(_ samples: [Int16], text: String) throws {
        if !captions.isEmpty { try write(gap) }
        let start = sampleCount
        try write(samples)
        captions.append(Caption(text: text, samples: start..<sampleCount))
    }

    /// Writes the sizes into the header, closes the file and writes the captions to
    /// `captionsFile`; returns the audio's length in seconds.
    func finish(captionsFile: URL) throws -> Double {
        do {
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: WAVFile.header(sampleCount: sampleCount))
            try handle.close()
        } catch {
            throw ListenError.cannotWrite(url.path, error.localizedDescription)
        }
        try ScreenRenderer.write(Data(CaptionFormat.webVTT.document(captions).utf8), to: captionsFile)
        return PCMFormat.seconds(samples: sampleCount)
    }

    private func write(_ samples: [Int16]) throws {
        do {
            try PCMWAV.withBytes(of: samples) { try handle.write(contentsOf: $0) }
        } catch {
            throw ListenError.cannotWrite(url.path, error.localizedDescription)
        }
        sampleCount += samples.count
    }
}
