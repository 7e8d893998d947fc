import SpeechBridge
import Testing

@Suite struct ToneTests {
    /// The frequency of `samples` estimated from their upward zero crossings.
    static func frequency<C: Collection>(of samples: C) -> Double where C.Element == Int16 {
        let values = Array(samples)
        let crossings = zip(values, values.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
        return Double(crossings) / PCMFormat.seconds(samples: values.count)
    }

    static func render(_ parts: [SpeechPart]) throws -> PCMBuffer {
        try Fixtures.synthesizer.synthesize(SpeechRequest(parts))
    }

    @Test func aSineToneHasItsFrequencyAndExactLength() throws {
        let buffer = try Self.render([
            .silence(milliseconds: 100), .tone(Tone(.sine, frequencies: [440], milliseconds: 200)),
            .silence(milliseconds: 100),
        ])
        let start = PCMFormat.samples(milliseconds: 100)
        let tone = buffer.samples[start..<start + PCMFormat.samples(milliseconds: 200)]
        #expect(buffer.samples.count == 2 * start + tone.count)
        #expect(AudioAnalysis.rms(tone) > 5000)
        let hertz = Self.frequency(of: tone)
        #expect(abs(hertz - 440) < 20, "\(hertz) Hz")
        // Soft edges: it starts and ends near zero, so it does not click.
        #expect(tone.first!.magnitude < 300 && tone.last!.magnitude < 300)
        #expect(AudioAnalysis.silences(in: buffer.samples, minimumMilliseconds: 90).count == 2)
    }

    @Test func notesFollowOneAnother() throws {
        let buffer = try Self.render([
            .tone(Tone(.sine, frequencies: [300, 900], milliseconds: 300))
        ])
        let half = buffer.samples.count / 2
        let low = Self.frequency(of: buffer.samples[..<half])
        let high = Self.frequency(of: buffer.samples[half...])
        #expect(abs(low - 300) < 30 && abs(high - 900) < 60, "\(low) Hz then \(high) Hz")
    }

    @Test func waveformsSoundDifferentAndRenderTheSameEveryTime() throws {
        let noise = Tone(.noise, frequencies: [2000], milliseconds: 150)
        let first = try Self.render([.tone(noise)]).samples
        #expect(try Self.render([.tone(noise)]).samples == first)
        #expect(AudioAnalysis.rms(first) > 2000)
        // Noise crosses zero far more often than a 150 Hz buzz does.
        let buzz = try Self.render([.tone(Tone(.sawtooth, frequencies: [150], milliseconds: 150))])
            .samples
        #expect(abs(Self.frequency(of: buzz) - 150) < 15)
        #expect(Self.frequency(of: first) > 4 * Self.frequency(of: buzz))
        #expect(
            try Self.render([.tone(Tone(.sine, frequencies: [150], milliseconds: 150))]).samples
                != buzz)
    }

    @Test func nonsenseTonesRenderSafely() throws {
        let tones = [
            Tone(.sine, frequencies: [.nan, .infinity, -5], milliseconds: 90, level: .nan),
            Tone(.sawtooth, frequencies: [], milliseconds: 50, level: 9),
            Tone(.noise, frequencies: [1e9], milliseconds: -40),
            Tone(.sine, frequencies: [440], milliseconds: .max),
        ]
        let buffer = try Self.render(tones.map { .tone($0) })
        #expect(buffer.completions == [.finished])
        let expected = [90, 50, 0, Tone.maximumMilliseconds].map(PCMFormat.samples(milliseconds:))
        #expect(buffer.samples.count == expected.reduce(0, +))
        #expect(buffer.samples.prefix(expected[0] + expected[1]).allSatisfy { $0 == 0 })
    }
}
