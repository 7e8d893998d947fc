import AccessibilityModel
import AppFiles
import Audit
import Findings
import Foundation
import Voices

/// The listening report's findings, made once, here in the parent, through the audit's entry
/// point: every rule (those about the voices that speak the report too) over the app in each
/// rendered locale, with the project file's settings beside the app and the durations the
/// workers measured handed over as data. Findings on screens the run did not render are left
/// out, as are those an element's `earshotIgnore` silences.
struct ReportChecks {
    let loaded: LoadedApp
    let appFile: URL
    let voices: SpokenLocales
    /// The rules run, in the order findings are listed.
    let rules: [any AuditRule]
    private let settings: AuditSettings

    init(loaded: LoadedApp, appFile: URL, voices: SpokenLocales, durationRatio: Double) {
        self.loaded = loaded
        self.appFile = appFile
        self.voices = voices
        let project = AuditProjectFile.beside(appFile).flatMap { try? AuditProjectFile.read(url: $0) }
        rules = AuditRules.configured(
            AuditRules.all, for: project ?? AuditProjectFile(), durationRatio: durationRatio)
        settings = project?.settings ?? AuditSettings()
    }

    func findings(locales: [String], results: [ScreenResult]) throws -> [Finding] {
        var durations: RenderedDurations = [:]
        for result in results {
            for element in result.elements {
                durations[result.locale, default: [:]][element.spoken.key] = element.spoken.duration
            }
        }
        var auditor = Auditor(rules: rules, settings: settings, voices: voices.catalog)
        auditor.voiceStatuses = voices.statuses
        auditor.durations = durations
        let locations = AppSourceLocations(loaded, file: appFile)
        let rendered = Set(results.map(\.screen))
        return try auditor.audit(
            loaded.app, locales: locales, locate: locations.element, locateString: locations.string
        ).filter { finding in finding.subject.screen.map(rendered.contains) ?? true }
    }
}
