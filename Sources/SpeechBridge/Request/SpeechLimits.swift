import Foundation

/// How much one request may ask of the synthesizer, so that careless input (a file pasted as a
/// label, a megabyte on the command line) ends in a clear error instead of hours of audio.
///
/// Text of any real length is spoken, in pieces (``SafeText``): a real capture's label holds a
/// whole web page of 20,000 characters and more. What stops careless input is the audio limit,
/// 30 minutes (79 MB of WAV, some 30,000 characters of prose at the default rate, fewer when
/// letters are spelled one by one); the character limit, a million (a megabyte of text, about
/// 16 hours of speech), only refuses at once what could never fit in it. Both can be raised for
/// one run through the environment (see ``fromEnvironment(_:)``).
public struct SpeechLimits: Sendable, Hashable {
    /// The most characters (Unicode scalars, every text part together, SSML markup included)
    /// one request may hold; a longer request fails with ``SpeechError/textTooLong(characters:limit:)``
    /// before anything is synthesised.
    public var maximumCharacters: Int
    /// The most audio, in seconds, one request may render; synthesis stops there and the
    /// request fails with ``SpeechError/audioTooLong(limitSeconds:)``.
    public var maximumAudioSeconds: Int

    /// Default of ``maximumCharacters``.
    public static let defaultMaximumCharacters = 1_000_000
    /// Default of ``maximumAudioSeconds``: 30 minutes.
    public static let defaultMaximumAudioSeconds = 1_800

    /// The environment variable that sets ``maximumCharacters`` for one run.
    public static let charactersVariable = "EARSHOT_MAX_SPEECH_CHARACTERS"
    /// The environment variable that sets ``maximumAudioSeconds`` for one run.
    public static let audioSecondsVariable = "EARSHOT_MAX_SPEECH_SECONDS"

    public static let standard = SpeechLimits(
        maximumCharacters: defaultMaximumCharacters, maximumAudioSeconds: defaultMaximumAudioSeconds)

    public init(maximumCharacters: Int, maximumAudioSeconds: Int) {
        self.maximumCharacters = maximumCharacters
        self.maximumAudioSeconds = maximumAudioSeconds
    }

    /// The defaults, each replaced by its environment variable when that holds a positive
    /// whole number.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SpeechLimits {
        func value(_ name: String, _ fallback: Int) -> Int {
            environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? fallback
        }
        return SpeechLimits(
            maximumCharacters: value(charactersVariable, defaultMaximumCharacters),
            maximumAudioSeconds: value(audioSecondsVariable, defaultMaximumAudioSeconds))
    }

    /// The most samples one request may render.
    package var maximumSamples: Int {
        let (product, overflow) = maximumAudioSeconds.multipliedReportingOverflow(by: PCMFormat.sampleRate)
        return overflow ? Int.max : product
    }

    /// The error for a request whose text is over the limit, or nil.
    package func check(_ request: SpeechRequest) -> SpeechError? {
        let characters = request.characterCount
        return characters > maximumCharacters
            ? .textTooLong(characters: characters, limit: maximumCharacters) : nil
    }
}

extension SpeechRequest {
    /// Unicode scalars in the request's text parts together.
    var characterCount: Int {
        parts.reduce(0) { total, part in
            if case .text(let segment) = part { total + segment.text.unicodeScalars.count } else { total }
        }
    }
}
