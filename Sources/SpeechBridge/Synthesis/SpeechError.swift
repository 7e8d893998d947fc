import Reporting

/// Why speech could not be produced.
public enum SpeechError: Error, Sendable, Hashable, Codable, CustomStringConvertible, StatusReporting {
    /// libespeak-ng could not start (its data is missing).
    case engineUnavailable(String)
    /// No installed espeak-ng voice has this identifier, language or name, or the library
    /// refused it.
    case voiceUnavailable(String)
    /// No voice profile matches the segment's locale.
    case unknownLocale(String, available: [String])
    case synthesisFailed(String)
    /// The process libespeak-ng ran in ended while saying the request, with this wait status: a
    /// fault of the library on some text (docs/limits.md). What comes next is said by a new
    /// process.
    case engineStopped(status: Int32)
    /// The request's text is longer than ``SpeechLimits/maximumCharacters``.
    case textTooLong(characters: Int, limit: Int)
    /// The request's audio would be longer than ``SpeechLimits/maximumAudioSeconds``.
    case audioTooLong(limitSeconds: Int)

    public var description: String {
        switch self {
        case .engineUnavailable(let reason): "speech engine unavailable: \(reason)"
        case .voiceUnavailable(let voice):
            "espeak-ng has no voice '\(voice.quotedForMessage(limit: 40))' (no installed voice has that identifier, language or name; `earshot voices` lists them)"
        case .unknownLocale(let locale, let available):
            "unknown locale '\(locale.quotedForMessage())'; available: \(available.joined(separator: ", "))"
        case .synthesisFailed(let reason): "synthesis failed: \(reason)"
        case .engineStopped(let status):
            "synthesis failed: espeak-ng stopped while saying this (its process ended with status \(status)), a fault of the library on some text (docs/limits.md); what comes next is said by a new process"
        case .textTooLong(let characters, let limit):
            "text of \(characters) characters is over the limit of \(limit) per request; set \(SpeechLimits.charactersVariable) to raise it"
        case .audioTooLong(let seconds):
            "speech would last over \(seconds) s, the limit per request; set \(SpeechLimits.audioSecondsVariable) to raise it"
        }
    }

    /// A usage error for a locale the command line asked for; an input error for text too long
    /// to speak (it comes from a file, or is the command's input); unavailable for what the
    /// system lacks.
    public var exitStatus: ExitStatus {
        switch self {
        case .unknownLocale: .usageError
        case .textTooLong, .audioTooLong: .inputError
        case .engineUnavailable, .voiceUnavailable, .synthesisFailed, .engineStopped: .unavailable
        }
    }
}

/// How a request ended.
public enum SpeechCompletion: Sendable, Hashable, Codable {
    /// Every part was synthesised.
    case finished
    /// A newer request or a stop cut it short.
    case interrupted
    case failed(SpeechError)
}
