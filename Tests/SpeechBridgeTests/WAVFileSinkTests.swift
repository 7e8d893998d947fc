import Foundation
import Reporting
import SpeechBridge
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
}
