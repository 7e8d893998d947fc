import AccessibilityModel
import Navigation
import Reporting

/// Every command of the REPL, in the order `help` lists them.
enum CommandCatalog {
    static let all: [CommandSpec] = gestures + navigation + voiceControl + settings + output + session

    /// The spec with this name or alias.
    static func spec(named name: String) -> CommandSpec? {
        let name = name.lowercased()
        return all.first { $0.names.contains(name) }
    }

    /// Every name and alias, for completion and suggestions.
    static let names: [String] = all.flatMap(\.names)

    // MARK: - Gestures

    /// The gestures of ``GestureList``, then touch exploration, which takes a point.
    private static let gestures: [CommandSpec] =
        GestureCommands.specs + [
            CommandSpec(
                ["touch"], usage: "touch X Y",
                "touch exploration: focus the element under a point (points from the top left)"
            ) { arguments in
                let words = arguments.words
                guard words.count == 2 else {
                    throw CommandError("'touch' needs two numbers, X and Y in points, e.g. touch 200 300")
                }
                guard let x = Points.coordinate(words[0]), let y = Points.coordinate(words[1]) else {
                    let limit = Points.number(Points.limit)
                    throw CommandError(
                        "'touch' takes finite numbers from -\(limit) to \(limit) points, e.g. touch 200 300; got "
                            + words.map { $0.quotedForMessage() }.joined(separator: " "))
                }
                return .gesture(.touch(AccessibilityPoint(x: x, y: y)))
            }
        ]

    // MARK: - Screens and focus

    private static let navigation: [CommandSpec] = [
        CommandSpec(
            ["focus"], usage: "focus LABEL|ID",
            "move focus to an element by its label or accessibilityIdentifier (as an app does)"
        ) { .focus(try $0.text()) }.completing(.elements),
        CommandSpec(["screen"], usage: "screen NAME", "show another screen of the app") {
            .screen(try $0.text())
        }.completing(.screens),
        CommandSpec(
            ["load"], usage: "load FILE", "open a screen file (YAML or JSON); on an error the current app stays"
        ) { .load(try $0.text()) }.completing(.file),
    ]

    // MARK: - Voice Control

    private static let voiceControl: [CommandSpec] = [
        CommandSpec(
            ["names"], usage: "names [on|off]",
            "Voice Control's Show names: each control's name on the map, and listed (n turns it over)",
            details: [
                "a control's name is its first input label (accessibilityUserInputLabels), else its label",
                "names off hides them; names toggle turns them on or off",
            ]
        ) { .names(try $0.overlaySwitch()) }.completing(.words([["on", "off", "toggle"]])),
        CommandSpec(
            ["numbers"], usage: "numbers [on|off]",
            "Voice Control's Show numbers: each control numbered on the map, and listed (# turns it over)",
            details: ["voice Tap 3 taps number 3; numbers off hides them; numbers toggle turns them on or off"]
        ) { .numbers(try $0.overlaySwitch()) }.completing(.words([["on", "off", "toggle"]])),
        CommandSpec(
            ["voice"], usage: "voice UTTERANCE",
            "say a command to Voice Control: Tap and a name (voice Tap Send), a name alone, or Tap and a number",
            details: [
                "matching, in order: a name said exactly (any case); its words, punctuation unsaid;",
                "  words said in order inside one name; a number of Show numbers; the whole, Tap too, as a name",
                "two controls answering: Voice Control shows numbers to pick from (voice Tap N then)",
                "Show names, Hide names, Show numbers, Hide numbers work too; docs/voice-control.md",
            ]
        ) { .voice(try $0.text()) }.completing(.words([["Tap", "Show", "Hide"]])),
    ]

    // MARK: - Settings

    private static let settings: [CommandSpec] = [
        CommandSpec(
            ["locale"], usage: "locale [L]",
            "speak in another language (en-US, zh-Hans, ru, …); alone, list them"
        ) { arguments in
            guard arguments.words.count <= 1 else { throw CommandError("'locale' takes one locale, e.g. locale ru") }
            return .locale(arguments.words.first)
        }.completing(.locales),
        CommandSpec(["rate"], usage: "rate [N]", "VoiceOver's speaking rate, 0 to 100 (%); alone, show it") {
            .rate(try $0.number(in: 0...100))
        },
        CommandSpec(
            ["pitch"], usage: "pitch [N]", "the voice's base pitch, 0 to 100 (its own is usually 50); alone, show it"
        ) { .pitch(try $0.number(in: 0...100)) },
        CommandSpec(["hints"], usage: "hints [on|off]", "speak hints after the description; alone, show it") {
            .hints(try $0.toggle())
        }.completing(.words([["on", "off"]])),
        CommandSpec(
            ["pitch-change"], usage: "pitch-change [on|off]",
            "higher pitch for a group's first item, lower for its last; alone, show it"
        ) { .pitchChange(try $0.toggle()) }.completing(.words([["on", "off"]])),
    ]

    // MARK: - What is said and shown

    private static let output: [CommandSpec] = [
        CommandSpec(
            ["say"], usage: "say LABEL [--value V] [--traits a,b] [--hint H]",
            "hear any label as an element, without writing a file",
            details: [
                "e.g. say Add to cart --traits button   say Volume --value 50% --traits adjustable",
                "traits: " + AccessibilityTraits.named.map(\.name).joined(separator: ", "),
            ]
        ) { .say(try SayRequest(words: $0.words)) }.completing(.sayOptions),
        CommandSpec(
            ["where"], "the focused element: its number, label, traits, frame; the screen and rotor",
            command: .whereAmI),
        CommandSpec(
            ["audit"],
            "the guide's rules on the focused element: each finding, what VoiceOver says now and after the fix",
            command: .audit),
        CommandSpec(["tree"], "the screen's accessibility tree, with each reachable element's number", command: .tree),
        CommandSpec(["map"], "draw the screen's map (key mode always shows it)", command: .map),
        CommandSpec(
            ["transcript"], usage: "transcript save FILE", "write everything said so far to a text file"
        ) { arguments in
            let words = arguments.words
            guard words.count >= 2, words[0].lowercased() == "save" else {
                throw CommandError("'transcript' takes save FILE, e.g. transcript save session.txt")
            }
            return .saveTranscript(words.dropFirst().joined(separator: " "))
        }.completing(.wordThenFile(["save"])),
        CommandSpec(
            ["record"], usage: "record FILE.wav | record stop",
            "record everything spoken from now on into a WAV file; record stop writes it",
            details: ["record save FILE.wav: when record stop could not write the file, write the kept recording here"]
        ) { arguments in
            let file = try arguments.text()
            if file.lowercased() == "stop" { return .stopRecording }
            if arguments.words.count > 1, arguments.words[0].lowercased() == "save" {
                return .saveRecording(arguments.words.dropFirst().joined(separator: " "))
            }
            return .record(file)
        }.completing(.wordThenFile(["stop", "save"])),
        CommandSpec(["wait"], "wait until everything said so far has been heard (for scripts)", command: .wait),
        CommandSpec(["stop", "hush"], "stop speech (Space)", command: .stopSpeech),
    ]

    // MARK: - The session

    private static let session: [CommandSpec] = [
        CommandSpec(["help"], usage: "help [COMMAND]", "list the commands, or explain one") { arguments in
            .help(arguments.words.isEmpty ? nil : arguments.words.joined(separator: " "))
        }.completing(.commandName),
        CommandSpec(["quit", "exit"], "leave Earshot (Ctrl-D too)", command: .quit),
    ]
}

extension SayRequest {
    /// `LABEL [--value V] [--traits a,b] [--hint H]`: each option's value runs to the next option,
    /// so no quotes are needed ("say Add to cart --hint Adds the item.").
    init(words: [String]) throws(CommandError) {
        var current: String?
        var texts: [String?: [String]] = [:]
        for word in words {
            if word.hasPrefix("--") {
                let option = String(word.dropFirst(2)).lowercased()
                guard Self.options.contains(option) else {
                    let suggestion = Self.options.nearest(to: option).map { "; did you mean --\($0)?" } ?? ""
                    throw CommandError(
                        "'say' has no option '\(word)'\(suggestion) Options: --value, --traits, --hint")
                }
                current = option
                texts[option] = []
            } else {
                texts[current, default: []].append(word)
            }
        }
        func text(_ key: String?) -> String? {
            texts[key].map { $0.joined(separator: " ") }.flatMap { $0.isEmpty ? nil : $0 }
        }
        label = text(nil)
        value = text("value")
        hint = text("hint")
        do {
            traits = try AccessibilityTraits(list: text("traits") ?? "")
        } catch {
            throw CommandError(error.description)
        }
        guard label != nil || value != nil || hint != nil else {
            throw CommandError("'say' needs a label, e.g. say Add to cart --traits button")
        }
    }

    private static let options = ["value", "traits", "hint"]
}
