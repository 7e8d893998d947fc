import AccessibilityModel
import AppFiles
import Findings
import Localization

/// Where one locale's translations are written: its own strings table and each key's line in
/// it. The development language has none here: its strings are fixed where the element is.
struct Translations: Sendable {
    /// The locale's own table ("ru"); nil in the development language and in a locale without one.
    let table: String?
    let entries: [String: LocalizedString]
    let locate: @Sendable (_ table: String, _ key: String) -> SourceLocation?

    init(context: LocaleContext) {
        table = context.isDevelopmentLanguage ? nil : context.ownTable
        entries = table.flatMap { context.localizations.tables[$0] } ?? [:]
        locate = context.stringLocation
    }

    private init() {
        table = nil
        entries = [:]
        locate = { _, _ in nil }
    }

    /// Nothing is translated (a session's screen, whose findings are not located).
    static let none = Translations()

    /// Where the text of `template` is translated: of the keys it looks up that the table has,
    /// the first whose text is in what the element says (`resolved`; a conditional label looks
    /// up one key of several), else the first; nil when that is not known.
    func location(of template: Template?, resolved: String?) -> SourceLocation? {
        guard let table, let template else { return nil }
        let keys = template.localizationKeys.filter { entries[$0] != nil }
        let said = keys.first { key in
            guard case .text(let format) = entries[key], let resolved, !format.source.isEmpty else { return false }
            return resolved.contains(format.source)
        }
        return (said ?? keys.first).flatMap { locate(table, $0) }
    }
}
