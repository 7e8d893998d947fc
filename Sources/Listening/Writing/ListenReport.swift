import Audit
import Findings
import Voices

/// Everything a listening run found, as `results.json` keeps it for `--baseline` and
/// `earshot listen merge`; every other output is written from it.
package struct ListenReport: Sendable, Codable {
    /// The app's screen file, as an absolute path.
    package var app: String
    package var appName: String?
    package var developmentLanguage: String
    package var locales: [LocaleInfo]
    package var plan: ScreenPlan
    /// The share of the work this report holds; nil for a whole run or a merge.
    package var shard: Shard?
    /// Every screen in every locale rendered, locale by locale in plan order.
    package var results: [ScreenResult]
    package var findings: [Finding]
    /// What changed since the baseline; empty without one.
    package var changes: [Change]
    package var hasBaseline: Bool
    package var rules: [RuleDescription]
    /// The speech the audio was rendered with; nil in a report of an earlier version.
    package var speech: ReportSpeech? = nil
    /// What the app's files held when the audio was rendered; nil in a report of an earlier
    /// version.
    package var appContent: AppContent? = nil
    /// The shares of the split a merge made with `--allow-partial` did not have; nil for a
    /// report of the whole app.
    package var missingShares: [MissingShare]? = nil

    /// The result of one screen in one locale.
    package func result(locale: String, screen: String) -> ScreenResult? {
        results.first { $0.locale == locale && $0.screen == screen }
    }
}

/// A locale of the run and the voice speaking it.
package struct LocaleInfo: Sendable, Hashable, Codable {
    package var locale: String
    /// The voice's name, e.g. "Russian".
    package var voice: String
    package var status: VoiceStatus
    package var rightToLeft: Bool
}

/// One difference from the baseline.
package struct Change: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case text, duration, added, removed, newFinding
    }

    package var kind: Kind
    package var locale: String
    package var screen: String
    package var element: String?
    package var before: String?
    package var after: String?
}
