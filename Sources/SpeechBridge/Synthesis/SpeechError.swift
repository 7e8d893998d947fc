/// Why speech could not be produced.
public enum SpeechError: Error, Sendable, Hashable, CustomStringConvertible {
    /// libespeak-ng could not start (its data is missing).
    case engineUnavailable(String)
    /// espeak-ng has no voice of this name.
    case voiceUnavailable(String)
    /// No voice profile matches the segment's locale.
    case unknownLocale(String, available: [String])
    case synthesisFailed(String)

    public var description: String {
        switch self {
        case .engineUnavailable(let reason): "speech engine unavailable: \(reason)"
        case .voiceUnavailable(let voice): "espeak-ng has no voice '\(voice)'"
        case .unknownLocale(let locale, let available):
            "unknown locale '\(locale)'; available: \(available.joined(separator: ", "))"
        case .synthesisFailed(let reason): "synthesis failed: \(reason)"
        }
    }
}

/// How a request ended.
public enum SpeechCompletion: Sendable, Hashable {
    /// Every part was synthesised.
    case finished
    /// A newer request or a stop cut it short.
    case interrupted
    case failed(SpeechError)
}
