import Foundation
import Reporting
import SpeechBridge
import Synchronization
import Testing

@Suite struct WAVFileSinkTests {
    /// Synthesis streams into the file: the samples a buffer beside it received, behind a
    /// header whose sizes are written at the end.
    @Test func theFileHoldsWhatWasSynthesised() throws {
        let directory = try Fixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("weather.wav")
        let text = "Cupertino, partly cloudy, 72 degrees. Heading."
        let sink = try WAVFileSink(url: url)
        let buffer = PCMBuffer()
        let ticket = Fixtures.synthesizer.speak(
            SpeechRequest(text: text, locale: "en-US"), to: TeeSink([sink, buffer]))
        guard case .finished = ticket.wait() else {
            Issue.record("synthesis did not finish")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try sink.commit()
        let written = try WAVFile.read(url)
        #expect(buffer.duration > 2)
        #expect(written.samples.count == buffer.samples.count)
        #expect(written.samples == buffer.samples, "the file differs from the synthesised samples")
        #expect(abs(sink.duration - buffer.duration) < 0.001)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["weather.wav"])
    }

    /// More audio than one write chunk (64 KiB): every chunk lands, in order.
    @Test func longAudioArrivesWholeAndInOrder() throws {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("ramp.wav")
        let sink = try WAVFileSink(url: url)
        let samples = (0..<100_000).map { Int16(truncatingIfNeeded: $0) }
        for start in stride(from: 0, to: samples.count, by: 7_001) {
            samples[start..<min(start + 7_001, samples.count)].withUnsafeBufferPointer { sink.write($0) }
        }
        try sink.commit()
        let written = try WAVFile.read(url).samples
        #expect(written.count == samples.count)
        #expect(written == samples, "the file differs from the samples written")
    }

    /// Silence between pieces of audio of every size (smaller than a chunk, and larger, which
    /// goes to the file without being gathered first) lands in order; long silence is a hole.
    @Test func silenceAndAudioOfEverySizeLandInOrder() throws {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("screen.wav")
        let sink = try WAVFileSink(url: url)
        let short = (1...1_000).map { Int16($0) }
        let long = (0..<70_000).map { Int16(truncatingIfNeeded: $0 * 7 + 1) }
        let silence = 2_000_000
        var expected: [Int16] = []
        for (index, piece) in [short, long, short, long].enumerated() {
            if index > 0 {
                sink.writeSilence(sampleCount: silence)
                expected += repeatElement(0, count: silence)
            }
            piece.withUnsafeBufferPointer { sink.write($0) }
            expected += piece
        }
        #expect(abs(sink.duration - PCMFormat.seconds(samples: expected.count)) < 0.000_1)
        try sink.commit()
        #expect(try WAVFile.read(url).samples == expected, "the file differs from the audio and silence written")
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        #expect(Int(status.st_size) == WAVFile.headerSize + expected.count * 2)
        #expect(Int(status.st_blocks) * 512 < Int(status.st_size) / 4, "the silence was written out")
    }

    /// A pipe gets the silence as zeros, with the rest of the file, at the commit.
    @Test func aPipeGetsTheSilenceAsZeros() throws {
        let fifo = try Fixtures.temporaryDirectory().appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let received = Mutex(Data())
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = (try? FileHandle(forReadingFrom: fifo).readToEnd()) ?? Data()
            received.withLock { $0 = data }
            done.signal()
        }
        let sink = try WAVFileSink(url: fifo)
        [Int16](repeating: 5, count: 3).withUnsafeBufferPointer { sink.write($0) }
        sink.writeSilence(sampleCount: 4)
        [Int16](repeating: -5, count: 2).withUnsafeBufferPointer { sink.write($0) }
        try sink.commit()
        done.wait()
        let data = received.withLock { $0 }
        let samples = try WAVFile.decode(data).samples
        #expect(samples == [5, 5, 5, 0, 0, 0, 0, -5, -5])
    }

    @Test func aDiscardLeavesThePreviousFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("speech.wav")
        try WAVFile.write([1, 2, 3], to: url)
        let sink = try WAVFileSink(url: url)
        [Int16](repeating: 9, count: 50_000).withUnsafeBufferPointer { sink.write($0) }
        sink.discard()
        #expect(try WAVFile.read(url).samples == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["speech.wav"])
    }

    /// A device cannot take a header patched afterwards: its file is written whole at the end,
    /// and a full one is an error naming it.
    @Test func aDeviceIsWrittenAtTheCommit() throws {
        let null = try WAVFileSink(url: URL(fileURLWithPath: "/dev/null"))
        [Int16](repeating: 1, count: 10).withUnsafeBufferPointer { null.write($0) }
        try null.commit()
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = try WAVFileSink(url: URL(fileURLWithPath: "/dev/full"))
        [Int16](repeating: 1, count: 10).withUnsafeBufferPointer { full.write($0) }
        #expect(throws: OutputError.self) { try full.commit() }
    }

    /// Another WAV file's samples are appended whole, between samples written: copied from file
    /// to file when Earshot wrote it (its header is the one Earshot writes for its size), decoded
    /// when it has a chunk Earshot does not write.
    @Test func anotherFilesSamplesAreAppendedWhoeverWroteIt() throws {
        let directory = try Fixtures.temporaryDirectory()
        let own = directory.appendingPathComponent("own.wav")
        let ownSamples = (0..<50_000).map { Int16(truncatingIfNeeded: $0 &* 31) }
        try WAVFile.write(ownSamples, to: own)
        // A LIST chunk before the data, as other programs write.
        let foreign = directory.appendingPathComponent("foreign.wav")
        let foreignSamples: [Int16] = [1, -2, 3, -4, 5]
        var bytes = WAVFile.encode(foreignSamples)
        let list = Data("LIST".utf8) + Data([4, 0, 0, 0]) + Data("INFO".utf8)
        bytes.insert(contentsOf: list, at: 36)
        bytes.replaceSubrange(4..<8, with: withUnsafeBytes(of: UInt32(bytes.count - 8).littleEndian) { Data($0) })
        try bytes.write(to: foreign)

        let url = directory.appendingPathComponent("screen.wav")
        let sink = try WAVFileSink(url: url)
        let first: [Int16] = [7, 8, 9]
        first.withUnsafeBufferPointer { sink.write($0) }
        #expect(try sink.appendSamples(ofFile: own.path) == ownSamples.count)
        sink.writeSilence(sampleCount: 4)
        #expect(try sink.appendSamples(ofFile: foreign.path) == foreignSamples.count)
        try sink.commit()
        #expect(try WAVFile.read(url).samples == first + ownSamples + [0, 0, 0, 0] + foreignSamples)
        #expect(abs(sink.duration - PCMFormat.seconds(samples: 3 + 50_000 + 4 + 5)) < 1e-9)
    }

    /// A missing file or one that is not WAV audio is an error at once; the sink goes on.
    @Test func aFileThatIsNotWAVAudioIsAnError() throws {
        let directory = try Fixtures.temporaryDirectory()
        let text = directory.appendingPathComponent("notes.wav")
        try Data("not audio at all, but long enough to hold a header".utf8).write(to: text)
        let sink = try WAVFileSink(url: directory.appendingPathComponent("screen.wav"))
        #expect(throws: CocoaError.self) {
            try sink.appendSamples(ofFile: directory.appendingPathComponent("none.wav").path)
        }
        #expect(throws: WAVFile.Failure.self) { try sink.appendSamples(ofFile: text.path) }
        try sink.commit()
        #expect(sink.duration == 0)
    }
}
