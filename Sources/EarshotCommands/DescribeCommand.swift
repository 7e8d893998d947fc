import AccessibilityModel
import ArgumentParser
import Foundation
import Reporting
import SpokenDescription
import UtteranceRendering
import Utterances
import Voices

/// `earshot describe`: what VoiceOver says for one element given on the command line.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print what VoiceOver says for one element: the description, then the hint.",
        discussion: """
            Give at least one of --label, --value, --hint and --traits. The hint line is empty \
            when there is no hint. Example:
              earshot describe --label Volume --value 50% --traits adjustable --locale ru

            \(HelpText.exitStatuses)
            """)

    @Option(help: "The accessibilityLabel.")
    var label: String?

    @Option(help: "The accessibilityValue (a switch's 1/0/2 is read as On/Off/Mixed).")
    var value: String?

    @Option(help: "The accessibilityHint.")
    var hint: String?

    @Option(
        name: .customLong("traits"),
        help: ArgumentHelp("Traits, separated by commas, e.g. button,notEnabled (default: none).", valueName: "traits"),
        transform: AccessibilityTraits.init(parsing:))
    var traitLists: [AccessibilityTraits] = []

    @Option(
        help: ArgumentHelp(
            "Position in a series, tab bar, list or landmark, as N/M (1-based; default: none).", valueName: "N/M"),
        transform: Ordinal.init(parsing:))
    var position: Ordinal?

    @Option(help: "What --position is a position in: series (default), tab, list or landmark.")
    var context: PositionKind?

    @OptionGroup var locale: LocaleOption

    @Option(help: "text: the description, then the hint, a line each; json: {\"description\": ..., \"hint\": ...}.")
    var format: Format = .text

    @Flag(help: "Also speak it through the sound device, with VoiceOver's pauses and pitch.")
    var speak = false

    @OptionGroup var prosody: ProsodyOptions

    /// How the words are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum PositionKind: String, ExpressibleByArgument, CaseIterable {
        case series, tab, list, landmark
    }

    func validate() throws {
        if label == nil, value == nil, hint == nil, traitLists.isEmpty {
            throw ValidationError("describe needs an element: give --label, --value, --hint or --traits")
        }
        if context != nil, position == nil { throw ValidationError("--context needs --position N/M") }
        try prosody.validate(speaking: speak, needs: "--speak")
    }

    func run() throws {
        let voices = try locale.voices()
        let voice = try locale.resolve(in: voices)
        let element = ElementFacts(
            label: label, value: value, hint: hint, traits: AccessibilityTraits(traitLists), context: elementContext)
        let utterance = try ElementDescriber(locale: voice.locale, voices: voices).describe(element, cause: .describe)
        switch format {
        case .json:
            try Edge.outputLine(
                try DescribeOutput(description: utterance.description, hint: utterance.hint).json(), as: .json)
        case .text:
            try Edge.output(utterance.description + "\n" + (utterance.hint ?? "") + "\n")
        }
        if speak {
            try Self.speak(
                utterance, voices: voices, speaking: locale.locale, options: prosody.speechOptions(locale: voice.locale)
            )
        }
    }

    /// Plays an utterance and waits until it has been heard; says so in one line when there is
    /// no sound device.
    private static func speak(
        _ utterance: Utterance, voices: VoiceCatalog, speaking locale: String, options: SpeechOptions
    ) throws {
        guard !AudioOption.isOffInEnvironment else { return }
        // Before the sound device's thread starts: the synthesizer's worker is this process forked.
        let synthesizer = try Edge.synthesizer(voices, speaking: locale)
        defer { synthesizer.close() }
        guard let player = Edge.player() else { return }
        let speaker = Speaker(synthesizer: synthesizer, output: player, options: options)
        let spoken = speaker.say(utterance)
        speaker.waitUntilIdle()
        player.close()
        if case .failed(let error) = spoken.wait() { throw error }
    }

    /// What `--position` and `--context` say of the element's place.
    private var elementContext: ElementContext? {
        guard let position else { return nil }
        let (index, count) = (position.index, position.count)
        switch context ?? .series {
        case .series: return .series(index: index, count: count)
        case .tab: return .tab(index: index, count: count)
        case .list: return index == 1 ? .listStart : index == count ? .listEnd : nil
        case .landmark: return index == 1 ? .landmarkStart : index == count ? .landmarkEnd : nil
        }
    }
}

/// The `--format json` form of `earshot describe`; `hint` is null when there is none.
private struct DescribeOutput: Encodable {
    let description: String
    let hint: String?

    enum CodingKeys: String, CodingKey { case description, hint }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(hint, forKey: .hint)
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
