import Foundation
import SpeechBridge
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
}
