import AppFiles
import Audit
import Findings
import Foundation
import LocaleChecks
import Navigation
import Voices

/// The audit's findings on the elements of a rendered screen, for the listening report: the
/// same `Auditor.findingsOnScreen` the REPL's `audit` and the workshop call, with the audit's
/// thresholds (the project file beside the app), less the rules the listening checks make
/// themselves and the findings `earshotIgnore` silences. It runs where the screen is rendered
/// (a worker process), on the session already reaching the screen.
struct ElementAudit {
    let auditor: Auditor
    let locations: AppSourceLocations

    /// The audit's rules but those the listening checks share (`trait-word-in-label`, `missing`,
    /// …), whose findings the report has from the checks, with durations and string sources.
    static var rules: [any AuditRule] {
        let checked = Set(LocaleChecks.rules.map(\.id))
        return AuditRules.all.filter { !checked.contains($0.rule.id) }
    }

    init(_ loaded: LoadedApp, appFile: URL, voices: VoiceCatalog) {
        let settings =
            AuditProjectFile.beside(appFile).flatMap { try? AuditProjectFile.read(url: $0).settings }
            ?? AuditSettings()
        auditor = Auditor(rules: Self.rules, settings: settings, voices: voices)
        locations = AppSourceLocations(loaded, file: appFile)
    }

    /// The findings on the screen `session` shows, named for `locale` (the locale as asked for,
    /// which the session may speak with another voice file's words).
    func findings(on session: NavigationSession, locale: String) throws -> [Finding] {
        var silenced: [String: [String: String]] = [:]
        for node in session.screen.resolved.nodes where !node.auditSuppressions.isEmpty {
            silenced[node.reportedName] = node.auditSuppressions
        }
        return try auditor.findingsOnScreen(of: session, locate: locations.element, locateString: locations.string)
            .compactMap { finding in
                if let element = finding.subject.element, silenced[element]?[finding.rule] != nil { return nil }
                var named = finding
                named.locale = locale
                return named
            }
    }
}
