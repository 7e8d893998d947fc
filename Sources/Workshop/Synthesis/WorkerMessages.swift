import Foundation
import SpeechBridge

/// What a synthesis worker (`earshot synth-worker`) and the server say to each other over the
/// worker's pipes. The server sends one JSON line a message (``Request``); the worker answers
/// each chunk with frames: a kind byte, the payload's length (UInt32) and the payload, in the
/// byte order of the machine both run on. A chunk's answer is its audio and word marks as they
/// are synthesised, then its end.
enum WorkerMessages {
    /// A chunk to synthesise, or (with `cancel`) one to cut short.
    struct Request: Codable {
        var id: UInt64
        var speak: SpeechRequest?
        var cancel: Bool?
    }

    enum Kind: UInt8 {
        /// Samples, signed 16-bit.
        case audio = 0x61
        /// A word mark: part, character offset, length and sample, four Int64s.
        case mark = 0x77
        /// How the chunk ended: a ``SpeechCompletion`` in JSON.
        case end = 0x65
    }

    /// `request` as the line the worker reads.
    static func line(_ request: Request) throws -> Data {
        try JSONEncoder().encode(request) + Data("\n".utf8)
    }

    /// Bytes of a frame's kind and length.
    static let headerBytes = 5

    /// Appends a frame of `kind` with `payload` to `data`.
    static func append(_ kind: Kind, _ payload: UnsafeRawBufferPointer, to data: inout Data) {
        data.append(kind.rawValue)
        withUnsafeBytes(of: UInt32(payload.count)) { data.append(contentsOf: $0) }
        data.append(contentsOf: payload)
    }

    static func append(_ mark: WordMark, to data: inout Data) {
        let fields = [Int64(mark.part), Int64(mark.characterOffset), Int64(mark.length), Int64(mark.sample)]
        fields.withUnsafeBytes { append(.mark, $0, to: &data) }
    }

    static func append(_ completion: SpeechCompletion, to data: inout Data) {
        // Encoding a completion cannot fail: its cases hold strings and numbers.
        let json = (try? JSONEncoder().encode(completion)) ?? Data()
        json.withUnsafeBytes { append(.end, $0, to: &data) }
    }

    /// The kind and length of a frame from its header; nil for a kind not known.
    static func header(_ bytes: Data) -> (kind: Kind, length: Int)? {
        guard bytes.count == headerBytes, let kind = Kind(rawValue: bytes[bytes.startIndex]) else { return nil }
        let length = bytes.dropFirst().withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        return (kind, Int(length))
    }

    static func mark(_ payload: Data) -> WordMark? {
        guard payload.count == 4 * MemoryLayout<Int64>.size else { return nil }
        let fields = payload.withUnsafeBytes { raw in
            (0..<4).map { Int(raw.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) }
        }
        return WordMark(part: fields[0], characterOffset: fields[1], length: fields[2], sample: fields[3])
    }
}
