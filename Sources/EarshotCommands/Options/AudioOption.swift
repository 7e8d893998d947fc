import ArgumentParser
import Foundation

/// `--no-audio`: whether a command plays through the sound device.
struct AudioOption: ParsableArguments {
    @Flag(help: "Do not play through the sound device (EARSHOT_AUDIO=none does the same).")
    var noAudio = false

    /// The earlier name of `--no-audio` in `earshot say`, still accepted.
    @Flag(help: .hidden)
    var silent = false

    /// True unless `--no-audio` (or `--silent`) is given or `EARSHOT_AUDIO=none` is set.
    var plays: Bool { !noAudio && !silent && !Self.isOffInEnvironment }

    /// `EARSHOT_AUDIO=none` turns playback off for every command.
    static var isOffInEnvironment: Bool {
        ProcessInfo.processInfo.environment["EARSHOT_AUDIO"] == "none"
    }
}
