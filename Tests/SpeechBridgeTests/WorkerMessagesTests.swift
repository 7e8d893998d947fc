import Foundation
import SpeechBridge
import TestSupport
import Testing

/// The frames a synthesis worker answers with, read back as the server reads them.
@Suite struct WorkerMessagesTests {
    /// Every way a chunk ends comes back as it was sent; a failure keeps its reason.
    @Test(arguments: [
        SpeechCompletion.finished, .interrupted, .failed(.synthesisFailed("espeak-ng said no")),
    ])
    func aChunksEndComesBackAsItWasSent(_ completion: SpeechCompletion) throws {
        var data = Data()
        WorkerMessages.append(completion, to: &data)
        let read = data.withUnsafeBytes { raw -> SpeechCompletion? in
            let header = UnsafeRawBufferPointer(rebasing: raw[..<WorkerMessages.headerBytes])
            guard let (kind, length) = WorkerMessages.header(header), kind == .end else { return nil }
            return WorkerMessages.completion(
                UnsafeRawBufferPointer(
                    rebasing: raw[WorkerMessages.headerBytes...][..<(WorkerMessages.headerBytes + length)]))
        }
        #expect(read == completion)
    }

    @Test func anEndThatCannotBeReadIsNone() {
        #expect(Array("x".utf8).withUnsafeBytes { WorkerMessages.completion($0) } == nil)
        #expect(Array("{}".utf8).withUnsafeBytes { WorkerMessages.completion($0) } == nil)
    }

    @Test func aWordMarkComesBackAsItWasSent() {
        let mark = WordMark(part: 2, characterOffset: 7, length: 5, sample: 22_050)
        var data = Data()
        WorkerMessages.append(mark, to: &data)
        let read = data.withUnsafeBytes { raw in
            WorkerMessages.mark(UnsafeRawBufferPointer(rebasing: raw[WorkerMessages.headerBytes...]))
        }
        #expect(read == mark)
    }

    /// Every request the parent writes by hand is read by the worker's `JSONDecoder` as it was
    /// made: texts with quotes, backslashes, controls, line breaks and any script; prosody with
    /// and without each setting; silences; tones; cancels. Generated from a fixed seed.
    @Test func everyRequestLineReadsBackAsItWasMade() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let pieces = [
            "a", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "\u{7F}", "é", "東京", "\u{2028}", "😀", " ", "/", "{", "}",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        func maybe(_ range: ClosedRange<Int>) -> Int? {
            Bool.random(using: &generator) ? Int.random(in: range, using: &generator) : nil
        }
        let decoder = JSONDecoder()
        for round in 0..<2_000 {
            let parts: [SpeechPart] = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                switch Int.random(in: 0...2, using: &generator) {
                case 0:
                    .text(
                        TextSegment(
                            text(), locale: ["en-US", "zh-Hans", "ru", text()].randomElement(using: &generator)!,
                            prosody: Prosody(
                                rate: maybe(80...450), pitch: maybe(0...100), pitchRange: maybe(0...100),
                                volume: maybe(0...200), raiseCapitals: Bool.random(using: &generator)),
                            isSSML: Bool.random(using: &generator)))
                case 1: .silence(milliseconds: Int.random(in: -5...100_000, using: &generator))
                default:
                    .tone(
                        Tone(
                            Tone.Waveform.allCases.randomElement(using: &generator)!,
                            frequencies: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                                Double.random(in: 0.000_001...20_000, using: &generator)
                            },
                            milliseconds: Int.random(in: 0...5_000, using: &generator),
                            level: Double.random(in: 0...1, using: &generator)))
                }
            }
            let id = UInt64.random(in: 0...UInt64.max, using: &generator)
            let request =
                round.isMultiple(of: 7)
                ? WorkerMessages.Request(id: id, cancel: true)
                : WorkerMessages.Request(id: id, speak: SpeechRequest(parts))
            let line = try WorkerMessages.line(request)
            #expect(line.last == UInt8(ascii: "\n") && line.dropLast().firstIndex(of: UInt8(ascii: "\n")) == nil)
            let read = try decoder.decode(WorkerMessages.Request.self, from: line)
            #expect(read.id == request.id)
            #expect(read.cancel == request.cancel)
            #expect(read.speak == request.speak, "\(String(decoding: line, as: UTF8.self))")
        }
    }

    /// A tone's number JSON cannot hold is refused, not written as something else.
    @Test func aToneThatIsNotANumberIsRefused() {
        let tone = Tone(.sine, frequencies: [.infinity], milliseconds: 10)
        #expect(throws: (any Error).self) {
            try WorkerMessages.line(WorkerMessages.Request(id: 1, speak: SpeechRequest([.tone(tone)])))
        }
    }
}
