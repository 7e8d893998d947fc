import FileWriting
import Foundation
import Reporting

/// RIFF WAVE files of 16-bit PCM, Earshot's format for rendered speech.
package enum WAVFile {
    package enum Failure: Error, CustomStringConvertible {
        case notWAV(String)
        case unsupported(String)

        package var description: String {
            switch self {
            case .notWAV(let reason): "not a WAV file: \(reason)"
            case .unsupported(let reason): "unsupported WAV file: \(reason)"
            }
        }
    }

    /// The decoded contents of a WAV file.
    package struct Contents: Equatable {
        package var sampleRate: Int
        package var channels: Int
        package var samples: [Int16]
        package var duration: Double { Double(samples.count / max(channels, 1)) / Double(sampleRate) }
    }

    /// A 44-byte header followed by the samples, little-endian.
    package static func encode(
        _ samples: [Int16], sampleRate: Int = PCMFormat.sampleRate, channels: Int = 1
    ) -> Data {
        var data = Data(capacity: headerSize + samples.count * 2)
        data.append(header(sampleCount: samples.count, sampleRate: sampleRate, channels: channels))
        appendLittleEndian(samples, to: &data)
        return data
    }

    /// Calls `body` with the bytes of the file ``encode(_:sampleRate:channels:)`` makes, in two
    /// pieces (the header and the samples), without copying the samples on a little-endian
    /// machine.
    package static func withFileBytes<Result>(
        of samples: UnsafeBufferPointer<Int16>, _ body: (_ pieces: [UnsafeRawBufferPointer]) throws -> Result
    ) rethrows -> Result {
        let header = header(sampleCount: samples.count)
        #if _endian(little)
            return try header.withUnsafeBytes { head in try body([head, UnsafeRawBufferPointer(samples)]) }
        #else
            return try encode(Array(samples)).withUnsafeBytes { try body([$0]) }
        #endif
    }

    /// Size of ``header(sampleCount:sampleRate:channels:)``, where the samples start.
    package static let headerSize = 44

    /// The 44-byte header of a file holding `sampleCount` 16-bit samples.
    package static func header(sampleCount: Int, sampleRate: Int = PCMFormat.sampleRate, channels: Int = 1) -> Data {
        let dataBytes = sampleCount * 2
        var data = Data(capacity: headerSize)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(truncatingIfNeeded: 36 + dataBytes))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))
        append(UInt16(channels))
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * channels * 2))
        append(UInt16(channels * 2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(truncatingIfNeeded: dataBytes))
        return data
    }

    /// Parses a PCM WAV file, skipping chunks other than `fmt ` and `data`.
    package static func decode(_ data: Data) throws(Failure) -> Contents {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
            bytes[8..<12].elementsEqual("WAVE".utf8)
        else { throw .notWAV("missing RIFF/WAVE header") }
        var offset = 12
        var format: (rate: Int, channels: Int, bits: Int)?
        while offset + 8 <= bytes.count {
            let size = u32(offset + 4)
            let body = offset + 8
            guard body + size <= bytes.count else { throw .notWAV("chunk runs past end of file") }
            if bytes[offset..<offset + 4].elementsEqual("fmt ".utf8) {
                guard size >= 16, u16(body) == 1 else { throw .unsupported("not PCM") }
                format = (u32(body + 4), u16(body + 2), u16(body + 14))
            } else if bytes[offset..<offset + 4].elementsEqual("data".utf8) {
                guard let format else { throw .notWAV("data chunk before fmt chunk") }
                guard format.bits == 16 else { throw .unsupported("\(format.bits)-bit samples") }
                let samples = samplesFromLittleEndian(bytes[body..<body + size / 2 * 2])
                return Contents(sampleRate: format.rate, channels: format.channels, samples: samples)
            }
            offset = body + size + (size & 1)
        }
        throw .notWAV("no data chunk")
    }

    /// Appends `samples` as 16-bit little-endian: one copy of the whole array on little-endian
    /// machines, a byte swap of a copy elsewhere.
    private static func appendLittleEndian(_ samples: [Int16], to data: inout Data) {
        if Int16(1).littleEndian == 1 {
            samples.withUnsafeBytes { data.append(contentsOf: $0) }
        } else {
            samples.map(\.littleEndian).withUnsafeBytes { data.append(contentsOf: $0) }
        }
    }

    /// The 16-bit little-endian samples in `bytes` (an even count): one copy on little-endian
    /// machines.
    private static func samplesFromLittleEndian(_ bytes: ArraySlice<UInt8>) -> [Int16] {
        let samples = [Int16](unsafeUninitializedCapacity: bytes.count / 2) { buffer, count in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            count = bytes.count / 2
        }
        return Int16(1).littleEndian == 1 ? samples : samples.map { Int16(littleEndian: $0) }
    }

    /// Writes `samples` to `url` atomically: a temporary file, then a rename, so a reader never
    /// sees half a file and a failure leaves any previous file intact (see ``AtomicFile``).
    package static func write(_ samples: [Int16], to url: URL) throws(OutputError) {
        try AtomicFile.write(encode(samples), to: url)
    }

    package static func read(_ url: URL) throws -> Contents {
        try decode(try Data(contentsOf: url))
    }
}
