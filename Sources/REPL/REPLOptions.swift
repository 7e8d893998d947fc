import Voices

/// How `earshot repl` runs.
package struct REPLOptions: Sendable {
    /// The screen file to open; nil opens the built-in sample app.
    package var file: String?
    /// A file of commands to run instead of the keyboard. Without one, commands come from the
    /// keyboard on a terminal, else line by line from standard input.
    package var script: String?
    /// The locale VoiceOver speaks in.
    package var locale: String
    /// The voices to speak with (as `SpokenLocales` gives them for the locale); nil reads the
    /// voice files.
    package var voices: VoiceCatalog?
    /// Play speech through the sound device (when there is one).
    package var audio: Bool
    /// Record everything spoken into this WAV file.
    package var record: String?
    /// In a script, print the screen's map after each command that says something.
    package var showsMap: Bool
    /// The command starting the synthesis process speech is made in (the `earshot` executable
    /// and its worker options), so that a crash of espeak-ng ends only that process; nil makes
    /// speech in this process.
    package var synthesisWorker: [String]?

    package init(
        file: String? = nil, script: String? = nil, locale: String = "en-US", voices: VoiceCatalog? = nil,
        audio: Bool = true,
        record: String? = nil, showsMap: Bool = false, synthesisWorker: [String]? = nil
    ) {
        self.file = file
        self.script = script
        self.voices = voices
        self.locale = locale
        self.audio = audio
        self.record = record
        self.showsMap = showsMap
        self.synthesisWorker = synthesisWorker
    }
}
