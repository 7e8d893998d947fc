import Audit
import Foundation
import Voices

/// Every session of a workshop server, by code: opened for each new page, found by code for
/// followers, given the file again when it changes, and closed when idle.
actor SessionRegistry {
    private var sessions: [String: WorkshopSession] = [:]
    private var pages = 0
    let document: AppDocument
    let voices: VoiceCatalog
    let locale: String
    let limits: WorkshopLimits
    private let audits: ScreenAudits
    let synthesis: SynthesisScheduler
    /// The screenshot drawn under the start screen; nil when there is none.
    let screenshot: Screenshot?
    /// Why `screenshot` is not drawn, as of the last load; nil when it is.
    private var screenshotProblem: String?

    init(
        document: AppDocument, voices: VoiceCatalog, locale: String, limits: WorkshopLimits,
        synthesis: SynthesisScheduler, screenshot: Screenshot? = nil
    ) {
        self.synthesis = synthesis
        self.screenshot = screenshot
        screenshotProblem = screenshot?.problem()
        self.document = document
        self.voices = voices
        self.locale = locale
        self.limits = limits
        audits = ScreenAudits(auditor: Auditor(voices: voices))
    }

    /// A new session on the file as it is now; throws when the server has its most sessions.
    func open() throws(Refusal) -> WorkshopSession {
        guard sessions.count < limits.maximumSessions else {
            throw Refusal(
                "the server has \(limits.maximumSessions) sessions, the most it takes; follow one with its code, or try later"
            )
        }
        var code = Secret.sessionCode()
        while sessions[code] != nil { code = Secret.sessionCode() }
        let session = WorkshopSession(
            code: code, loaded: document.loaded, locale: locale, voices: voices, audits: audits,
            synthesis: synthesis, startScreenshot: screenshot, screenshotProblem: screenshotProblem)
        sessions[code] = session
        return session
    }

    /// The session with `code` (read case-insensitively, as people type codes read out).
    func session(_ code: String) -> WorkshopSession? {
        sessions[code.uppercased()]
    }

    /// A number for a new page, unique in this server.
    func newPage() -> Int {
        pages += 1
        return pages
    }

    var count: Int { sessions.count }

    /// Loads the file again if it or the start screen's screenshot changed, and gives it to
    /// every session.
    func reloadIfChanged() async {
        guard let loaded = document.reloadIfChanged() else { return }
        screenshotProblem = screenshot?.problem()
        for session in sessions.values { await session.reload(loaded, screenshotProblem: screenshotProblem) }
    }

    /// Closes the sessions no page has shown for ``WorkshopLimits/idleTimeout``.
    func closeIdle(now: ContinuousClock.Instant = .now) async {
        for (code, session) in sessions {
            guard await !session.hasPages, await now - session.lastActivity >= limits.idleTimeout else { continue }
            sessions[code] = nil
            await session.close()
        }
    }

    func closeAll() async {
        let all = sessions.values
        sessions = [:]
        for session in all { await session.close() }
    }
}

/// Why the server turned a page away, told to the page.
struct Refusal: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
