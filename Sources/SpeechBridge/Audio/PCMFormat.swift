/// The one audio format Earshot produces: espeak-ng's 22050 Hz, mono, signed 16-bit.
public enum PCMFormat {
    public static let sampleRate = 22050
    public static let channels = 1
    public static let bitsPerSample = 16

    /// The number of samples in `milliseconds` of audio.
    public static func samples(milliseconds: Int) -> Int {
        milliseconds * sampleRate / 1000
    }

    /// The length of `samples` samples, in seconds.
    public static func seconds(samples: Int) -> Double {
        Double(samples) / Double(sampleRate)
    }
}
