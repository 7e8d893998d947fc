import ArgumentParser
import Foundation
import Reporting
import SpeechBridge
import VoiceOverWords
import Voices

/// `earshot voices`: each locale's voice file, the espeak-ng voice it names, whether that voice
/// is installed and selectable, and how many of its phrases await a native speaker's check.
struct VoicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List each locale's espeak-ng voice, whether it is installed, and its unverified phrases.",
        discussion: """
            Exits 69 (unavailable) when a voice file names an espeak-ng voice that is not \
            installed, 65 when a voice file cannot be read.
            """)

    @Flag(help: "List the keys of the unverified phrases under each locale.")
    var unverified = false

    func run() throws {
        let voices = try Edge.voices()
        let synthesizer: Synthesizer
        do {
            synthesizer = try Synthesizer(voices: voices)
        } catch {
            Edge.warn(error.description)
            throw ExitCode(error.exitStatus.rawValue)
        }
        var worst: ExitStatus = .success
        try Edge.outputLine(Self.row("locale", "espeak-ng voice", "installed as", "unverified phrases"))
        for locale in voices.locales {
            let profile: VoiceProfile
            let words: PhraseTable
            do {
                profile = try voices.profile(for: locale)
                words = try voices.phraseTable(for: locale)
            } catch {
                Edge.warn(String(describing: error))
                try Edge.outputLine(Self.row(locale, "-", "unreadable voice file", "-"))
                worst = Self.worse(worst, .inputError)
                continue
            }
            let installed: String
            switch synthesizer.installedVoice(named: profile.espeakVoice) {
            case .success(let voice): installed = "\(voice.identifier) (\(voice.name))"
            case .failure(let error):
                Edge.warn("\(locale): \(error.description)")
                installed = "MISSING"
                worst = Self.worse(worst, error.exitStatus)
            }
            try Edge.outputLine(Self.row(locale, profile.espeakVoice, installed, String(words.unverified.count)))
            if unverified {
                for key in words.unverified.sorted() { try Edge.outputLine("    \(key)") }
            }
        }
        if worst != .success { throw ExitCode(worst.rawValue) }
    }

    private static func row(_ columns: String...) -> String {
        zip(columns, [8, 18, 40, 0]).map { column, width in
            width == 0 ? column : column.padding(toLength: max(width, column.count + 1), withPad: " ", startingAt: 0)
        }.joined()
    }

    /// A missing voice outweighs a voice file that cannot be read.
    private static func worse(_ a: ExitStatus, _ b: ExitStatus) -> ExitStatus {
        a == .unavailable || b == .success ? a : b
    }
}
