import Navigation
import Reporting
import ResourceLocation
import ScreenFiles
import SpeechBridge
import SpokenDescription
import UtteranceRendering
import VoiceOverWords
import Voices

/// The one place an error from Earshot's libraries gets its exit status (see ``ExitStatus``).
extension Failure {
    /// The failure `error` means, or nil for the argument parser's own errors (usage, help, an
    /// explicit exit code), which it reports itself.
    init?(_ error: any Error) {
        switch error {
        case let reporting as any StatusReporting:
            self.init(reporting.exitStatus, String(describing: reporting))
        case let error as VoiceError:
            if case .unknownLocale = error {
                self.init(.usageError, error.description)
            } else {
                self.init(.unavailable, error.description)
            }
        case let error as ResourceError:
            self.init(.unavailable, error.description)
        case let error as PhraseError:
            self.init(.unavailable, error.description)
        case let error as SpeechError:
            self.init(Self.status(of: error), error.description)
        case let error as RenderingError:
            switch error {
            case .speech(let speech): self.init(Self.status(of: speech), speech.description)
            case .interrupted: self.init(.interrupted, error.description)
            case .cannotWrite(let path, let reason):
                self.init(OutputError(path: path, reason: reason))
            }
        case let error as NavigationError:
            self.init(error == .noScreen ? .inputError : .usageError, error.description)
        case let error as ScreenFileError:
            self.init(.inputError, error.description)
        default:
            return nil
        }
    }

    private static func status(of error: SpeechError) -> ExitStatus {
        switch error {
        case .unknownLocale: .usageError
        default: .unavailable
        }
    }
}
