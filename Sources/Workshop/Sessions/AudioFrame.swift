/// The audio of one utterance as it is synthesised, in binary WebSocket messages: the stream
/// number (UInt32, little-endian), then signed 16-bit little-endian mono samples at the
/// synthesizer's rate (22,050 Hz). A page plays a stream's frames one after another.
enum AudioFrame {
    static func encode(stream: UInt32, samples: UnsafeBufferPointer<Int16>) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4 + samples.count * 2)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: stream.littleEndian, toByteOffset: 0, as: UInt32.self)
            #if _endian(little)
                guard let source = samples.baseAddress else { return }
                raw.baseAddress!.advanced(by: 4).copyMemory(from: source, byteCount: samples.count * 2)
            #else
                for (index, sample) in samples.enumerated() {
                    raw.storeBytes(of: sample.littleEndian, toByteOffset: 4 + index * 2, as: Int16.self)
                }
            #endif
        }
        return bytes
    }

    /// The stream number and samples of a frame; nil when it is too short or odd-sized.
    static func decode(_ bytes: [UInt8]) -> (stream: UInt32, samples: [Int16])? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        return bytes.withUnsafeBytes { raw in
            let stream = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let samples = stride(from: 4, to: raw.count, by: 2).map {
                Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: Int16.self))
            }
            return (stream, samples)
        }
    }
}
