import Audit
import Findings

/// Everything a listening run found, as `results.json` keeps it for `--baseline` and
/// `earshot listen merge`; every other output is written from it.
public struct ListenReport: Sendable, Codable {
    /// The app's screen file, as an absolute path.
    public var app: String
    public var appName: String?
    public var developmentLanguage: String
    public var locales: [LocaleInfo]
    public var plan: ScreenPlan
    /// The share of the work this report holds; nil for a whole run or a merge.
    public var shard: Shard?
    /// Every screen in every locale rendered, locale by locale in plan order.
    public var results: [ScreenResult]
    package var findings: [Finding]
    /// What changed since the baseline; empty without one.
    public var changes: [Change]
    public var hasBaseline: Bool
    package var rules: [RuleDescription]
    /// The speech the audio was rendered with; nil in a report of an earlier version.
    public var speech: ReportSpeech? = nil

    /// The result of one screen in one locale.
    public func result(locale: String, screen: String) -> ScreenResult? {
        results.first { $0.locale == locale && $0.screen == screen }
    }
}

/// A locale of the run and the voice speaking it.
public struct LocaleInfo: Sendable, Hashable, Codable {
    public var locale: String
    /// The voice's name, e.g. "Russian".
    public var voice: String
    package var status: VoiceStatus
    public var rightToLeft: Bool
}

/// One difference from the baseline.
public struct Change: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case text, duration, added, removed, newFinding
    }

    public var kind: Kind
    public var locale: String
    public var screen: String
    public var element: String?
    public var before: String?
    public var after: String?
}
