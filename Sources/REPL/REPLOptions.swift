/// How `earshot repl` runs.
public struct REPLOptions: Sendable {
    /// The screen file to open; nil opens the built-in sample app.
    public var file: String?
    /// A file of commands to run instead of the keyboard. Without one, commands come from the
    /// keyboard on a terminal, else line by line from standard input.
    public var script: String?
    /// The locale VoiceOver speaks in.
    public var locale: String
    /// Play speech through the sound device (when there is one).
    public var audio: Bool
    /// Record everything spoken into this WAV file.
    public var record: String?
    /// In a script, print the screen's map after each command that says something.
    public var showsMap: Bool

    public init(
        file: String? = nil, script: String? = nil, locale: String = "en-US", audio: Bool = true,
        record: String? = nil, showsMap: Bool = false
    ) {
        self.file = file
        self.script = script
        self.locale = locale
        self.audio = audio
        self.record = record
        self.showsMap = showsMap
    }
}
