import ArgumentParser
import Comparison
import Foundation
import Reporting
import VoiceOverWords
import Voices

/// `earshot compare WALK... --app FILE`: recordings of real VoiceOver beside what Earshot says.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Set recordings of real VoiceOver beside what Earshot says for the same screen.",
        discussion: """
            A walk is what XCTest's VoiceOver service (or WebDriverAgent's /wda/voiceOver) said \
            moving through a screen, in a form told apart by its content: \(WalkFormats.described). \
            Each element is paired with Earshot's by its own words (label and value; case, \
            punctuation and spacing aside) and reported the same, in different words, with a \
            changed value, in another order, or said by one side only. Example:
              earshot compare walk.txt --app samples/settings.yaml

            Exit status: 0 when every walk says what Earshot says, 1 when anything differs, 65 \
            for a walk or app that cannot be read (64, 69 and 74 as for every command).
            """)

    @Argument(help: "Recorded walks of real VoiceOver.")
    var walks: [String]

    @Option(help: "The screen file or capture the walks were recorded on.")
    var app: String

    @Option(help: "The screen walked (default: the app's first screen).")
    var screen: String?

    @OptionGroup var locale: LocaleOption

    @Option(
        name: .customLong("app-name"),
        help: "A name VoiceOver may say the app by before its first element (default: the app's name).")
    var appNames: [String] = []

    @OptionGroup var hints: HintsOption

    @Flag(help: "Leave out values that changed between the capture and the walk (\"Volume 60%\" against 50%).")
    var ignoreValues = false

    @Option(
        help: "text: a table and the counts; json: one JSON object a walk, one a line; html: one page, a table a walk.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    func run() throws {
        let voices = try locale.voices(detecting: false)
        let walks = try self.walks.map(Self.read)
        var session = try Edge.session(file: app, locale: locale.locale, voices: voices)
        hints.apply(to: &session)
        if let screen { try session.show(screen: screen) }
        let said = session.swipeThrough().filter { $0.cause == .focus && !$0.segments.isEmpty }
        let phrases = try voices.phraseTable(for: session.locale)
        let names = appNames.isEmpty ? [session.app.name].compactMap { $0 } : appNames
        let announcements = Self.announcements(voices)
        let comparisons = walks.map { walk in
            Comparison(
                walk: walk, screen: screen ?? session.screen.resolved.screenName, said: said, appNames: names,
                phrases: phrases.phrases, announcements: announcements, ignoresValues: ignoreValues)
        }
        switch format {
        case .text: try Edge.output(comparisons.map(\.text).joined(separator: "\n"))
        case .json: try Edge.output(comparisons.map(\.json).joined(), as: .json)
        case .html: try Edge.output(Comparison.html(comparisons))
        }
        if comparisons.contains(where: \.differs) { throw ExitCode(ExitStatus.findings.rawValue) }
    }

    /// "VoiceOver on" in each language of the voice files: the service's name and the locale's
    /// word for on (`state.on`), as the service announces itself ("VoiceOver ein").
    private static func announcements(_ voices: VoiceCatalog) -> [String] {
        [Hearing.voiceOverOn]
            + voices.locales.compactMap { locale in
                (try? voices.phraseTable(for: locale))?.phrase("state.on").map { "VoiceOver \($0)" }
            }
    }

    /// The walk in a file; a file that cannot be read or parsed is an input error, said with
    /// where.
    private static func read(_ file: String) throws -> Walk {
        let data: Data
        do {
            data = try InputFile.read(InputFile.url(file), streams: true)
        } catch {
            throw Failure(.inputError, "cannot read walk '\(file.quotedForMessage())': \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(.inputError, "cannot read walk '\(file.quotedForMessage())': it is not UTF-8 text")
        }
        do {
            return try WalkFormats.read(text, file: file)
        } catch {
            Edge.standardError(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }
}
