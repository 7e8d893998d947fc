import AccessibilityModel
import AppFiles
import Audit
import Captures
import Foundation
import Navigation
import ScreenFiles
import UtteranceRendering
import Utterances
import Voices

/// What a user's file goes through once it has loaded, as `transcript` and `audit` take it:
/// each screen shown and walked in swipe order with every element described, the transcript,
/// paced transcript and JSON Lines rendered, and the app audited in its development language.
enum WholePathExercise {
    /// Screens shown and swipes made per input, so that one input stays fast.
    static let maximumScreens = 4
    static let maximumSwipes = 64

    /// The checkout's voice files (the fuzz targets run from the checkout, as `scripts/fuzz` does).
    static let voices: VoiceCatalog = {
        do {
            return try VoiceCatalog.standard()
        } catch {
            fatalError("the voice files are missing; run the fuzz targets from the checkout: \(error)")
        }
    }()

    static func run(_ app: App) {
        for said in transcripts(of: app) {
            _ = UtteranceFormat.transcript.document(said)
            _ = UtteranceFormat.pacedTranscript.document(said)
            _ = UtteranceFormat.jsonLines.document(said)
        }
        _ = try? Auditor(voices: voices).audit(app, locales: [app.localizations.developmentLanguage])
    }

    /// What VoiceOver says on each screen (up to ``maximumScreens``) from its first element to
    /// its last (up to ``maximumSwipes``), in American English.
    static func transcripts(of app: App) -> [[Utterance]] {
        guard var session = try? NavigationSession(app: app, locale: "en-US", voices: voices) else { return [] }
        return app.screens.prefix(maximumScreens).compactMap { screen -> [Utterance]? in
            guard (try? session.show(screen: screen.name)) != nil else { return nil }
            return session.swipeThrough(maximumSwipes: maximumSwipes)
        }
    }
}

/// `earshot import`: a capture written as a screen file must load back and say what the
/// capture says.
enum ImportRoundTripExercise {
    static func run(_ data: Data) {
        let imported: CaptureImport
        do throws(LoadError) {
            imported = try CaptureReader.read(data: data, name: "fuzz.xml")
        } catch {
            error.diagnostics.forEach(ScreenFileExercise.check)
            return
        }
        let written = ScreenFileWriter.yaml(imported.app, comments: imported.comments)
        let loaded: App
        do throws(LoadError) {
            loaded = try ScreenFileLoader.load(data: Data(written.utf8), name: "imported.yaml").app
        } catch {
            let problems = error.diagnostics.prefix(3).map(\.description).joined(separator: "; ")
            fatalError("what import wrote does not load back: \(problems.prefix(1_000))")
        }
        let before = WholePathExercise.transcripts(of: imported.app).map(UtteranceFormat.transcript.document)
        let after = WholePathExercise.transcripts(of: loaded).map(UtteranceFormat.transcript.document)
        guard before == after else {
            fatalError(
                "the imported file says \(after.description.prefix(500)), the capture \(before.description.prefix(500))"
            )
        }
    }
}
