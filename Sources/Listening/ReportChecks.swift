import AccessibilityModel
import Findings
import Foundation
import LocaleChecks

/// Runs the localisation checks over rendered screens, locale by locale, and joins the audit's
/// findings the workers made on each screen (``ScreenResult/findings``): a locale's checks
/// first, then its screens' audit findings in plan order.
struct ReportChecks {
    let app: App
    let appFile: URL
    let voices: ListeningVoices
    let checks: [any LocaleCheck]

    func findings(locales: [String], results: [ScreenResult]) -> [Finding] {
        let index = StringSourceIndex(appFile: appFile)
        let elements = Dictionary(grouping: results, by: \.locale).mapValues { $0.flatMap(\.elements).map(\.spoken) }
        let contexts = locales.compactMap { locale -> LocaleContext? in
            guard let profile = voices.profiles[locale], let words = try? voices.catalog.phraseTable(for: locale)
            else { return nil }
            return LocaleContext(
                locale: locale, localizations: app.localizations, voice: profile, words: words,
                voiceStatus: voices.statuses[locale] ?? .own,
                stringLocation: { index.location(table: $0, key: $1) })
        }
        let development = contexts.first(where: \.isDevelopmentLanguage).map { elements[$0.locale] ?? [] } ?? []
        let byElement = Dictionary(development.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let audited = Dictionary(grouping: results, by: \.locale).mapValues { $0.flatMap(\.findings) }
        return contexts.flatMap { context in
            LocaleChecks.run(
                checks,
                on: LocaleCheckInput(context: context, elements: elements[context.locale] ?? [], development: byElement)
            ) + (audited[context.locale] ?? [])
        }
    }
}
