import Foundation

/// What a synthesis worker (`earshot synth-worker`) and the process it speaks for say to each
/// other over the worker's pipes. The parent sends one JSON line a message (``Request``, written
/// by ``line(_:)``, read with `JSONDecoder`); the worker answers each chunk with frames: a kind
/// byte, the payload's length (UInt32) and the payload, in the byte order of the machine both
/// run on. A chunk's answer is its audio and word marks as they are synthesised, then its end.
package enum WorkerMessages {
    /// A chunk to synthesise, or (with `cancel`) one to cut short.
    package struct Request: Decodable {
        package var id: UInt64
        package var speak: SpeechRequest?
        package var cancel: Bool?

        package init(id: UInt64, speak: SpeechRequest? = nil, cancel: Bool? = nil) {
            self.id = id
            self.speak = speak
            self.cancel = cancel
        }
    }

    package enum Kind: UInt8 {
        /// Samples, signed 16-bit.
        case audio = 0x61
        /// A word mark: part, character offset, length and sample, four Int64s.
        case mark = 0x77
        /// How the chunk ended: one byte, `f` finished or `i` interrupted, or a failed
        /// ``SpeechCompletion`` in JSON (read only on failure: decoding JSON for each chunk cost
        /// the server a sixth of its time under load).
        case end = 0x65
    }

    /// Bytes of a frame's kind and length.
    package static let headerBytes = 5

    /// Appends a frame of `kind` with `payload` to `data`.
    package static func append(_ kind: Kind, _ payload: UnsafeRawBufferPointer, to data: inout Data) {
        data.append(kind.rawValue)
        withUnsafeBytes(of: UInt32(payload.count)) { data.append(contentsOf: $0) }
        data.append(contentsOf: payload)
    }

    package static func append(_ mark: WordMark, to data: inout Data) {
        let fields = [Int64(mark.part), Int64(mark.characterOffset), Int64(mark.length), Int64(mark.sample)]
        fields.withUnsafeBytes { append(.mark, $0, to: &data) }
    }

    package static func append(_ completion: SpeechCompletion, to data: inout Data) {
        let payload: Data =
            switch completion {
            case .finished: Data("f".utf8)
            case .interrupted: Data("i".utf8)
            // Encoding a failure cannot fail: it holds strings and numbers.
            case .failed: (try? JSONEncoder().encode(completion)) ?? Data()
            }
        payload.withUnsafeBytes { append(.end, $0, to: &data) }
    }

    /// How a chunk ended, from its end frame's payload; nil when it cannot be read.
    package static func completion(_ payload: UnsafeRawBufferPointer) -> SpeechCompletion? {
        switch payload.count == 1 ? payload[0] : nil {
        case UInt8(ascii: "f"): .finished
        case UInt8(ascii: "i"): .interrupted
        default: try? JSONDecoder().decode(SpeechCompletion.self, from: Data(payload))
        }
    }

    /// The kind and length of a frame from its header; nil for a kind not known.
    package static func header(_ bytes: UnsafeRawBufferPointer) -> (kind: Kind, length: Int)? {
        guard bytes.count == headerBytes, let kind = Kind(rawValue: bytes[0]) else { return nil }
        return (kind, Int(bytes.loadUnaligned(fromByteOffset: 1, as: UInt32.self)))
    }

    package static func mark(_ payload: UnsafeRawBufferPointer) -> WordMark? {
        guard payload.count == 4 * MemoryLayout<Int64>.size else { return nil }
        let field = { Int(payload.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) }
        return WordMark(part: field(0), characterOffset: field(1), length: field(2), sample: field(3))
    }
}
