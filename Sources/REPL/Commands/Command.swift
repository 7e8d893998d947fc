import AccessibilityModel
import Navigation

/// Something a person asks the REPL to do: typed on the command line, read from a script, or
/// bound to a key.
enum Command: Equatable {
    case gesture(Gesture)
    /// Moves focus to the element with this identifier or label.
    case focus(String)
    case screen(String)
    case load(String)
    /// nil: show the current locale and the others available.
    case locale(String?)
    /// VoiceOver's speaking rate in percent; nil shows it.
    case rate(Int?)
    /// The voice's base pitch, 0...100; nil shows it.
    case pitch(Int?)
    case hints(Bool?)
    case pitchChange(Bool?)
    /// Hear any label as an element, without a screen file.
    case say(SayRequest)
    case whereAmI
    /// The audit's findings on the focused element.
    case audit
    case tree
    case map
    /// Voice Control's "Show names" on the map: true shows, false hides, nil turns it over.
    case names(Bool?)
    /// Voice Control's "Show numbers" on the map, the same way.
    case numbers(Bool?)
    /// What a person says to Voice Control ("Tap Send").
    case voice(String)
    case saveTranscript(String)
    case record(String)
    case stopRecording
    /// Writes a recording that `record stop` could not write to another file.
    case saveRecording(String)
    /// Waits until everything said so far has been heard.
    case wait
    case stopSpeech
    /// nil: the list of commands.
    case help(String?)
    case quit
}

/// The element the `say` command describes.
struct SayRequest: Equatable {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
}
