import SpeechBridge

/// The audio of one utterance as it is synthesised, in binary WebSocket messages, all numbers
/// little-endian: the stream number (UInt32); how many word marks follow (UInt32); each mark,
/// the part it starts (UInt32, by index) and the sample of the stream it starts at (UInt32);
/// then signed 16-bit mono samples at the synthesizer's rate (22,050 Hz). A page plays a
/// stream's frames one after another, and highlights each mark's part when its sample is heard.
/// A frame carries the marks synthesised since the last one, so a clause's words cost no
/// messages of their own.
enum AudioFrame {
    static func encode(stream: UInt32, marks: [WordMark] = [], samples: UnsafeBufferPointer<Int16>) -> [UInt8] {
        let header = 8 + marks.count * 8
        var bytes = [UInt8](repeating: 0, count: header + samples.count * 2)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: stream.littleEndian, toByteOffset: 0, as: UInt32.self)
            raw.storeBytes(of: UInt32(marks.count).littleEndian, toByteOffset: 4, as: UInt32.self)
            for (index, mark) in marks.enumerated() {
                raw.storeBytes(
                    of: UInt32(clamping: mark.part).littleEndian, toByteOffset: 8 + index * 8, as: UInt32.self)
                raw.storeBytes(
                    of: UInt32(clamping: mark.sample).littleEndian, toByteOffset: 12 + index * 8, as: UInt32.self)
            }
            #if _endian(little)
                guard let source = samples.baseAddress else { return }
                raw.baseAddress!.advanced(by: header).copyMemory(from: source, byteCount: samples.count * 2)
            #else
                for (index, sample) in samples.enumerated() {
                    raw.storeBytes(of: sample.littleEndian, toByteOffset: header + index * 2, as: Int16.self)
                }
            #endif
        }
        return bytes
    }

    /// A frame's stream, word marks (part and sample) and samples; nil when it is malformed.
    static func decode(_ bytes: [UInt8]) -> (stream: UInt32, marks: [(part: Int, sample: Int)], samples: [Int16])? {
        guard bytes.count >= 8, bytes.count % 2 == 0 else { return nil }
        return bytes.withUnsafeBytes { raw in
            let field = { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt32.self)) }
            let count = Int(field(4))
            let header = 8 + count * 8
            guard header <= raw.count else { return nil }
            let marks = (0..<count).map { (part: Int(field(8 + $0 * 8)), sample: Int(field(12 + $0 * 8))) }
            let samples = stride(from: header, to: raw.count, by: 2).map {
                Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: Int16.self))
            }
            return (field(0), marks, samples)
        }
    }
}
