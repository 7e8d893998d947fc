import Foundation
import Voices

/// A REPL session driven from code: command lines run as key mode runs them (each gesture
/// interrupting the speech before it), speech rendered through the speaker into nothing, as the
/// REPL speaks when there is no sound device. The long-run benchmark drives it.
package final class ScriptedSession {
    private let session: REPLSession

    /// Opens the screen file at `url`, speaking in `locale`. Throws an error whose description
    /// is one line.
    package init(file url: URL, locale: String, voices: VoiceCatalog) throws {
        let app = try AppFile.load(url)
        let speech = SpeakerOutput(voices: voices, playing: false)
        session = try REPLSession(
            app: app.app, readFrom: app.sources, locale: locale, voices: voices, speech: speech, live: true)
        _ = session.start()
    }

    /// Runs one command line; false when it failed (an error the REPL would print).
    @discardableResult
    package func run(_ line: String) -> Bool {
        (try? session.run(line)) != nil
    }

    /// Stops speech and releases the output.
    package func finish() {
        _ = try? session.finish()
    }
}
