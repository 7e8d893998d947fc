import Foundation
import SpeechBridge
import Testing

@Suite struct WAVFileTests {
    @Test func writtenFileHasAValidHeaderAndTheRightDuration() throws {
        let buffer = try Fixtures.speak("Add. Button.")
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("add.wav")
        try WAVFile.write(buffer.samples, to: url)
        let data = try Data(contentsOf: url)
        #expect(data.count == 44 + buffer.samples.count * 2)
        #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
        let contents = try WAVFile.read(url)
        #expect(contents.sampleRate == 22050 && contents.channels == 1)
        #expect(contents.samples == buffer.samples)
        #expect(abs(contents.duration - buffer.duration) < 0.001)
    }

    @Test func writingReplacesAFileWholeAndLeavesNoTemporaryFiles() throws {
        let directory = try Fixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("speech.wav")
        try WAVFile.write([1, 2, 3], to: url)
        try WAVFile.write([4, 5], to: url)
        #expect(try WAVFile.read(url).samples == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["speech.wav"])
    }

    @Test func malformedFilesAreRejectedWithAReason() {
        #expect(throws: WAVFile.Failure.self) { try WAVFile.decode(Data("not audio".utf8)) }
        var truncated = WAVFile.encode([1, 2, 3, 4])
        truncated.removeLast(4)
        #expect(throws: WAVFile.Failure.self) { try WAVFile.decode(truncated) }
    }
}

/// Live playback through real libasound, captured headlessly by its `file` plugin.
@Suite(.serialized) struct ALSAPlaybackTests {
    /// A player on libasound's `file` device writing to a file of this test's own (so that no
    /// other test's or process's playback lands in it), and that file.
    static func capturingPlayer() throws -> (player: ALSAPlayer, capture: URL) {
        let capture = try Fixtures.temporaryDirectory().appendingPathComponent("capture.raw")
        return (try ALSAPlayer(device: "file:'\(capture.path)',raw"), capture)
    }

    static func captured(_ capture: URL) throws -> [Int16] {
        let data = try Data(contentsOf: capture)
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    @Test func playbackCapturesTheSynthesisedSamples() throws {
        let (player, capture) = try Self.capturingPlayer()
        let synthesizer = try Synthesizer(voices: Fixtures.voices)
        let recorded = PCMBuffer()
        let ticket = synthesizer.speak(
            SpeechRequest(text: "Volume: 50%. Adjustable.", locale: "en-US"),
            to: TeeSink([player, recorded]))
        #expect(ticket.wait() == .finished)
        player.drain()
        player.close()
        let captured = try Self.captured(capture)
        #expect(recorded.duration > 1)
        #expect(captured.count == recorded.samples.count)
        let identical = captured == recorded.samples
        #expect(identical)
        #expect(player.framesPlayed == recorded.samples.count)
    }

    @Test func interruptDiscardsAudioNotYetPlayed() throws {
        let (player, capture) = try Self.capturingPlayer()
        // Nothing plays until the device is told to go: queue audio, then interrupt it.
        let long = [Int16](repeating: 1000, count: 22050 * 30)
        player.interrupt()
        long.withUnsafeBufferPointer { player.write($0) }
        player.interrupt()
        let short = [Int16](repeating: 7, count: 2205)
        short.withUnsafeBufferPointer { player.write($0) }
        player.drain()
        player.close()
        // Whatever of the long tone got out before the interrupt, the short one follows it whole
        // and the rest of the long one never plays.
        let captured = try Self.captured(capture)
        #expect(captured.count < long.count)
        let tail = Array(captured.suffix(short.count)) == short
        #expect(tail)
    }

    @Test func aMissingDeviceIsReportedNotFatal() {
        #expect(throws: ALSAPlayer.Unavailable.self) { try ALSAPlayer(device: "hw:97,0") }
    }
}

/// WAV files are encoded and decoded in bulk; these pin the byte layout and large files.
@Suite struct WAVBulkTests {
    @Test func samplesAreLittleEndianAfterTheHeader() {
        let data = WAVFile.encode([0x0102, -2, .min, .max])
        #expect(Array(data[44...]) == [0x02, 0x01, 0xFE, 0xFF, 0x00, 0x80, 0xFF, 0x7F])
        #expect(Array(data[40..<44]) == [8, 0, 0, 0])
    }

    /// One buffer drained after each request (as a listening work item synthesises its elements)
    /// holds each request's audio alone, the same as a buffer of its own.
    @Test func aDrainedBufferHoldsEachRequestAlone() throws {
        let requests = ["Inbox, 3 unread", "Weather in Cupertino. Heading."].map {
            SpeechRequest(text: $0, locale: "en-US")
        }
        let separate = try requests.map { try Fixtures.synthesizer.synthesize($0).samples }
        let shared = PCMBuffer()
        var drained: [[Int16]] = []
        for request in requests {
            try Fixtures.synthesizer.synthesize(request, into: shared)
            try shared.drain { drained.append(Array($0)) }
            #expect(shared.samples.isEmpty && shared.completions.isEmpty)
        }
        // espeak-ng's audio varies a little with what it said before: the lengths match closely,
        // and the second request's is not the two together.
        #expect(separate.allSatisfy { $0.count > 10_000 })
        for (alone, fromShared) in zip(separate, drained) {
            #expect(abs(Double(fromShared.count) / Double(alone.count) - 1) < 0.1)
        }
    }

    /// The file's bytes in pieces, written one after another, are the encoded file.
    @Test func thePiecesOfAFileAreItsEncoding() {
        let samples: [Int16] = [0x0102, -2, .min, .max, 0, 7]
        let joined = samples.withUnsafeBufferPointer { samples in
            WAVFile.withFileBytes(of: samples) { pieces in pieces.reduce(Data()) { $0 + Data($1) } }
        }
        #expect(joined == WAVFile.encode(samples))
    }

    @Test func tenMinutesRoundTripExactly() throws {
        let count = 600 * PCMFormat.sampleRate
        let samples = (0..<count).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("long.wav")
        try WAVFile.write(samples, to: url)
        let contents = try WAVFile.read(url)
        #expect(contents.samples == samples)
        #expect(abs(contents.duration - 600) < 0.001)
    }

    @Test func chunksBeforeTheDataAreSkippedAndAnOddByteIsIgnored() throws {
        var data = WAVFile.encode([])
        data.removeLast(8)  // the empty data chunk
        data.append(contentsOf: Array("LIST".utf8) + [3, 0, 0, 0, 1, 2, 3, 0])  // padded to even
        data.append(contentsOf: Array("data".utf8) + [5, 0, 0, 0, 0x34, 0x12, 0xFF, 0xFF, 0x01])
        let contents = try WAVFile.decode(data)
        #expect(contents.samples == [0x1234, -1])
    }
}
