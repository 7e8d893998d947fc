import Navigation

/// What a key does in key mode.
enum KeyAction: Equatable {
    /// Runs a command, as if typed: the transcript names the key's command.
    case command(String)
    case stopSpeech
    /// Opens the command line.
    case commandLine
    /// Shows the keys.
    case help
    case redraw
    /// Stops the process with the terminal restored, as Ctrl-Z does in a shell.
    case suspend
    case quit
}

/// Key mode's keys: VoiceOver's gestures on the arrows and a few letters, as on a phone with a
/// keyboard.
struct KeyBinding {
    let keys: [Key]
    let action: KeyAction
    let help: String

    /// The gestures' keys from ``GestureList``, then key mode's own.
    static let all: [KeyBinding] =
        GestureList.all.compactMap { entry in
            entry.key.map {
                KeyBinding(keys: [Key($0)], action: .command(entry.command), help: "\(entry.motion): \(entry.effect)")
            }
        } + [
            KeyBinding(
                keys: [.character("n")], action: .command("names toggle"),
                help: "Voice Control's Show names on the map, or hide them"),
            KeyBinding(
                keys: [.character("#")], action: .command("numbers toggle"),
                help: "Voice Control's Show numbers on the map, or hide them"),
            KeyBinding(keys: [.space, .control("c")], action: .stopSpeech, help: "stop speech"),
            KeyBinding(
                keys: [.character("/"), .character(":")], action: .commandLine,
                help: "command line (help lists the commands; Tab completes)"),
            KeyBinding(keys: [.character("?")], action: .help, help: "these keys"),
            KeyBinding(keys: [.control("l")], action: .redraw, help: "draw the screen again"),
            KeyBinding(keys: [.control("z")], action: .suspend, help: "suspend (fg comes back)"),
            KeyBinding(keys: [.control("d")], action: .quit, help: "leave (or type quit)"),
        ]

    static func action(for key: Key) -> KeyAction? {
        all.first { $0.keys.contains(key) }?.action
    }

    /// The keys and what they do, one line each, for `?`.
    static var helpLines: [StyledText] {
        let names = all.map { $0.keys.map(\.name).joined(separator: " ") }
        let width = names.map(TextWidth.of).max() ?? 0
        return zip(names, all).map { name, binding in
            StyledText("  ") + StyledText(name.padding(toLength: width), .number) + StyledText("  " + binding.help)
        }
    }
}

extension String {
    /// Padded with spaces to `width` terminal cells.
    func padding(toLength width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - TextWidth.of(self)))
    }
}
