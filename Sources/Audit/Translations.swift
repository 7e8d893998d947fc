import AccessibilityModel
import Findings
import LocaleChecks
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

    /// Where the text of `template` is translated: the first key it looks up that the table
    /// has, when that is known.
    func location(of template: Template?) -> SourceLocation? {
        guard let table, let template else { return nil }
        return template.localizationKeys.lazy.filter { entries[$0] != nil }.compactMap { locate(table, $0) }.first
    }
}
