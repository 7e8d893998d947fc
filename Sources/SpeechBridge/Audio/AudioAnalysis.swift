/// Measurements of rendered speech: where the silences are, how loud it is, and its pitch.
/// Reports and tests use them to check pauses and pitch in real audio.
package enum AudioAnalysis {
    /// A stretch of near-silence.
    package struct Silence: Equatable, Sendable {
        /// First silent sample.
        package var start: Int
        /// Number of silent samples.
        package var length: Int
        package var end: Int { start + length }
        package var milliseconds: Int { length * 1000 / PCMFormat.sampleRate }
    }

    /// Runs of at least `minimumMilliseconds` in which no 5 ms window peaks above `threshold`.
    package static func silences(
        in samples: [Int16], minimumMilliseconds: Int = 30, threshold: Int16 = 200
    ) -> [Silence] {
        let window = PCMFormat.samples(milliseconds: 5)
        var result: [Silence] = []
        var runStart: Int?
        var index = 0
        while index < samples.count {
            let end = min(index + window, samples.count)
            let quiet = samples[index..<end].allSatisfy { $0.magnitude <= threshold.magnitude }
            if quiet, runStart == nil { runStart = index }
            if !quiet, let start = runStart {
                result.append(Silence(start: start, length: index - start))
                runStart = nil
            }
            index = end
        }
        if let start = runStart { result.append(Silence(start: start, length: samples.count - start)) }
        let minimum = PCMFormat.samples(milliseconds: minimumMilliseconds)
        return result.filter { $0.length >= minimum }
    }

    /// Root-mean-square level of `samples`, 0...32768.
    package static func rms<C: Collection>(_ samples: C) -> Double where C.Element == Int16 {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Median fundamental frequency, in Hz, of the voiced 40 ms frames of `samples`, by
    /// autocorrelation over 60...500 Hz; nil when nothing is voiced.
    package static func medianPitch(of samples: [Int16]) -> Double? {
        let frame = PCMFormat.samples(milliseconds: 40)
        let minLag = PCMFormat.sampleRate / 500
        let maxLag = PCMFormat.sampleRate / 60
        var pitches: [Double] = []
        var start = 0
        while start + frame + maxLag <= samples.count {
            let x = samples[start..<start + frame + maxLag].map(Double.init)
            let energy = x[0..<frame].reduce(0) { $0 + $1 * $1 }
            if (energy / Double(frame)).squareRoot() > 1500 {
                let correlations = (minLag...maxLag).map { lag in
                    (0..<frame).reduce(0.0) { $0 + x[$1] * x[$1 + lag] } / energy
                }
                let best = correlations.max() ?? 0
                // The shortest lag that nearly matches the best one is the period; longer lags
                // that match as well are its multiples.
                if best > 0.5,
                    let index = correlations.indices.first(where: {
                        correlations[$0] >= 0.85 * best
                            && ($0 == 0 || correlations[$0] >= correlations[$0 - 1])
                            && ($0 == correlations.count - 1 || correlations[$0] >= correlations[$0 + 1])
                    })
                {
                    pitches.append(Double(PCMFormat.sampleRate) / Double(minLag + index))
                }
            }
            start += frame
        }
        guard !pitches.isEmpty else { return nil }
        return pitches.sorted()[pitches.count / 2]
    }
}
