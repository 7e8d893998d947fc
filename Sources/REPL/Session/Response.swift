import Utterances

/// What a command produced, for key mode to show and scripts to print.
struct Response {
    /// What VoiceOver said, in order.
    var said: [Utterance] = []
    /// Information: confirmations, `where`, `tree`, `help`.
    var lines: [StyledText] = []
    /// The `map` command: the screen's map should be shown.
    var showsMap = false
    /// Speech still playing was cut off by this command.
    var cutOff = false
    /// One line saying why speech given before could not be said, or nil.
    var speechFailure: SpeechFailure?
    /// `quit`: the session ends.
    var quits = false
}
