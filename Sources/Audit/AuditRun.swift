import AccessibilityModel
import AppFiles
import Findings
import Foundation
import Reporting
import ScreenFiles
import Voices

/// `earshot audit FILE…`: the rules over each file's app, in each locale asked for, into one
/// report. What the command line knows (how a file is loaded, which locales `all` means, which
/// voices speak them, where warnings go) is handed in; the loop is here.
package struct AuditRun {
    package var rules: [any AuditRule]
    package var settings: AuditSettings
    /// The locales asked for: empty for the app's development language; `["all"]` for
    /// `allLocales` of the app.
    package var locales: [String]
    /// Loads a file given to the command (a screen file or a capture).
    package var load: (URL) throws -> LoadedApp
    /// Every locale of an app, for `--locale all`.
    package var allLocales: (App) -> [String]
    /// The voices speaking some locales, and how each is spoken (own voice file, a stand-in).
    package var voices: ([String]) throws -> (catalog: VoiceCatalog, statuses: [String: VoiceStatus])
    /// Says a warning about the run on standard error.
    package var warn: (String) -> Void
    /// Says a warning about a place in a file (`file:line:column: warning: …`) on standard error.
    package var diagnose: (String) -> Void

    package init(
        rules: [any AuditRule], settings: AuditSettings, locales: [String],
        load: @escaping (URL) throws -> LoadedApp, allLocales: @escaping (App) -> [String],
        voices: @escaping ([String]) throws -> (catalog: VoiceCatalog, statuses: [String: VoiceStatus]),
        warn: @escaping (String) -> Void, diagnose: @escaping (String) -> Void
    ) {
        self.rules = rules
        self.settings = settings
        self.locales = locales
        self.load = load
        self.allLocales = allLocales
        self.voices = voices
        self.warn = warn
        self.diagnose = diagnose
    }

    /// Every file audited, shared UI reported once; a locale spoken by a stand-in and a rule an
    /// `earshotIgnore` names that does not exist are warned about as they are met.
    package func report(files: [String]) throws -> AuditReport {
        var findings: [Finding] = []
        var suppressed: [SuppressedFinding] = []
        var audited: [String] = []
        for file in files {
            let url = InputFile.url(file)
            let loaded = try load(url)
            // What loading found (an element without a frame, a capture's approximations) is said
            // as by every command that loads a file.
            for warning in loaded.warnings { diagnose(warning.description) }
            let wanted =
                locales == ["all"]
                ? allLocales(loaded.app) : locales.isEmpty ? [loaded.app.localizations.developmentLanguage] : locales
            let speaking = try voices(wanted)
            for locale in wanted where !audited.contains(locale) {
                switch speaking.statuses[locale] {
                case .sameLanguage(let other):
                    warn("no voice file for '\(locale)'; speaking it as \(other)")
                case .espeakOnly(let words):
                    warn(
                        "no voice file for '\(locale)'; espeak-ng's voice reads its strings, VoiceOver's words are \(words)'s"
                    )
                default: break
                }
                audited.append(locale)
            }
            var auditor = Auditor(rules: rules, settings: settings, voices: speaking.catalog)
            auditor.voiceStatuses = speaking.statuses
            let sources = AppSourceLocations(loaded, file: url)
            for unknown in AuditRules.unknownSuppressions(in: loaded.app, locate: sources.element) {
                let place = unknown.location.map { "\($0.file):\($0.line):\($0.column)" } ?? file
                let hint = unknown.nearest.map { "did you mean '\($0)'? " } ?? ""
                diagnose(
                    "\(place): warning: earshotIgnore names no rule '\(unknown.rule.quotedForMessage())'; \(hint)the rules are listed by earshot audit --list"
                )
            }
            let outcome = try auditor.outcome(
                loaded.app, locales: wanted, locate: sources.element, locateString: sources.string)
            // A finding on the app as a whole (a locale's voice, a string of a catalog written on one
            // line), or on an element the file does not place, points at the file's first line:
            // code-scanning tools refuse a result without a location.
            let start = SourceLocation(file: file, line: 1, column: 1)
            findings += outcome.findings.map { $0.located(at: start) }
            suppressed += outcome.suppressed.map {
                SuppressedFinding(finding: $0.finding.located(at: start), reason: $0.reason)
            }
        }
        return AuditReport(
            findings: SharedFindings.merge(Self.once(findings, audited: files)), suppressed: suppressed,
            rules: rules.map(\.rule), locales: audited)
    }

    /// `findings` with each finding on a file that was not audited itself (a strings table or an
    /// included file several apps share) kept once: each app audited reports the shared strings'
    /// findings again, the same rule, locale, message and line.
    static func once(_ findings: [Finding], audited files: [String]) -> [Finding] {
        let audited = Set(files.map { InputFile.url($0).standardizedFileURL.path })
        var seen: Set<String> = []
        return findings.filter { finding in
            guard let location = finding.location,
                !audited.contains(URL(fileURLWithPath: location.file).standardizedFileURL.path)
            else { return true }
            let key = [
                finding.rule, finding.locale ?? "", finding.message, location.file, "\(location.line)",
                "\(location.column)",
            ].joined(separator: "\u{1F}")
            return seen.insert(key).inserted
        }
    }
}
