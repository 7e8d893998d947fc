import Audit
import Findings
import Reporting

/// The report's "listen to these first" list: the flagged elements ranked most severe first,
/// then most widespread (flagged in the most locales, then with the most findings), each with
/// the audio of every locale it is flagged in.
struct ListenFirst {
    /// One flagged element of one screen, across locales.
    struct Entry: Equatable {
        var screen: String
        var element: String
        /// The worst severity among its findings.
        var severity: Severity
        /// The rules that flag it, in the order first found.
        var rules: [String]
        /// The locales it is flagged in, in the order first found, each with the element's
        /// audio there.
        var audio: [LocaleAudio]
        var findingCount: Int
    }

    /// An element's audio in one locale, relative to the report folder.
    struct LocaleAudio: Equatable {
        var locale: String
        var path: String
    }

    /// How many entries the page lists.
    static let limit = 10

    let entries: [Entry]

    init(_ report: ListenReport) {
        var byElement: [ElementKey: Entry] = [:]
        var order: [ElementKey] = []
        for finding in report.findings {
            guard let screen = finding.subject.screen, let element = finding.subject.element,
                let locale = finding.locale
            else { continue }
            let key = ElementKey(screen: screen, element: element)
            guard
                let audio = report.result(locale: locale, screen: screen)?.elements
                    .first(where: { $0.spoken.element == element })?.audio
            else { continue }
            var entry =
                byElement[key]
                ?? Entry(
                    screen: screen, element: element, severity: finding.severity, rules: [], audio: [], findingCount: 0)
            if byElement[key] == nil { order.append(key) }
            entry.severity = max(entry.severity, finding.severity)
            if !entry.rules.contains(finding.rule) { entry.rules.append(finding.rule) }
            if !entry.audio.contains(where: { $0.locale == locale }) {
                entry.audio.append(LocaleAudio(locale: locale, path: audio))
            }
            entry.findingCount += 1
            byElement[key] = entry
        }
        let ranked = order.enumerated().sorted { left, right in
            let (a, b) = (byElement[left.element]!, byElement[right.element]!)
            if a.severity != b.severity { return a.severity > b.severity }
            if a.audio.count != b.audio.count { return a.audio.count > b.audio.count }
            if a.findingCount != b.findingCount { return a.findingCount > b.findingCount }
            return left.offset < right.offset
        }
        entries = ranked.prefix(Self.limit).map { byElement[$0.element]! }
    }
}
