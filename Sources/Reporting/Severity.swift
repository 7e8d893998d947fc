/// How serious a problem is, for diagnostics and findings alike.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    /// `note < warning < error`, so "this severity or worse" is `>=`.
    public static func < (left: Severity, right: Severity) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
