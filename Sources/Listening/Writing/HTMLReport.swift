import Audit
import Findings
import Foundation

/// `index.html`: the report a translator reviews by ear. Self-contained (styles and script
/// inline, audio referenced relatively, so it works from `file://` and from a CI artifact) and
/// accessible: real buttons with names, a heading per screen, a table per screen with one row per
/// element in swipe order and one column per locale, captions on the whole-screen players.
///
/// The captions are inlined as `data:` URLs: a browser refuses to load a `<track>` file beside a
/// page opened from `file://` (each file is its own origin), but not a track inside the page.
struct HTMLReport {
    let report: ListenReport
    /// Each whole-screen captions file's WebVTT text, by its path in the report.
    let captions: [String: String]

    /// Findings about one element, by locale, screen and element.
    private let findingsByElement: [String: [Finding]]
    /// The rules of the findings, by id: each flag says why it matters and how to fix it.
    private let rules: [String: RuleDescription]

    init(_ report: ListenReport, captions: [String: String]) {
        self.report = report
        self.captions = captions
        findingsByElement = Dictionary(grouping: report.findings.filter { $0.subject.element != nil }) {
            Self.key($0.locale ?? "", $0.subject.screen ?? "", $0.subject.element ?? "")
        }
        rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func key(_ locale: String, _ screen: String, _ element: String) -> String {
        [locale, screen, element].joined(separator: "\u{0}")
    }

    var document: String {
        let title = "Listening report: \(report.appName ?? URL(fileURLWithPath: report.app).lastPathComponent)"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <p>\(escape(overview))</p>
            \(partial)
            \(filters)
            </header>
            <main>
            \(listenFirst)
            \(changes)
            \(localeFindings)
            \(report.plan.screens.enumerated().map { screenSection($0.offset, $0.element.name) }.joined(separator: "\n"))
            \(unreachable)
            </main>
            <audio id="element-player" preload="none"></audio>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    private var locales: [LocaleInfo] { report.locales }

    private var overview: String {
        let count = report.results.reduce(0) { $0 + $1.elements.count }
        let severities = ["error", "warning", "note"].map { severity in
            "\(report.findings.filter { $0.severity.rawValue == severity }.count) \(severity)s"
        }
        return
            "\(report.plan.screens.count) screens, \(locales.count) locales (\(locales.map(\.locale).joined(separator: ", "))), \(count) rendered elements; findings: \(severities.joined(separator: ", "))."
    }

    /// Under the overview, the shares a partial merge lacks: the counts above are of a part.
    private var partial: String {
        guard let missing = report.missingShares, !missing.isEmpty else { return "" }
        let items = missing.map { "<li>\(escape($0.description))</li>" }.joined()
        return "<div id=\"partial\" class=\"sev-warning\"><strong>A partial report:</strong><ul>\(items)</ul></div>"
    }

    private var filters: String {
        let localeOptions = locales.map { "<option value=\"\(escape($0.locale))\">\(escape($0.locale))</option>" }
            .joined()
        return """
            <form id="filters" aria-label="Filters">
            <label><input type="checkbox" id="only-flagged"> Only flagged elements</label>
            <label for="locale-filter">Locale</label>
            <select id="locale-filter"><option value="">All locales</option>\(localeOptions)</select>
            <label for="severity-filter">Severity</label>
            <select id="severity-filter"><option value="">Any severity</option><option value="error">error</option><option value="warning">warning</option><option value="note">note</option></select>
            </form>
            """
    }

    /// The page opens on the flagged elements to hear first (``ListenFirst``), each linking to
    /// its audio in every locale it is flagged in.
    private var listenFirst: String {
        let entries = ListenFirst(report).entries
        guard !entries.isEmpty else { return "" }
        let items = entries.map { entry in
            let links = entry.audio.map { audio in
                "<a href=\"\(escape(audio.path))\" aria-label=\"\(escape(entry.element)) on \(escape(entry.screen)) in \(escape(audio.locale))\">\(escape(audio.locale))</a>"
            }.joined(separator: " ")
            return
                "<li class=\"sev-\(entry.severity.rawValue)\" data-severity=\"\(entry.severity.rawValue)\"><strong>\(entry.severity.rawValue)</strong> \(escape(entry.screen)) · \(escape(entry.element)): \(escape(entry.rules.joined(separator: ", "))) (\(entry.audio.count) \(entry.audio.count == 1 ? "locale" : "locales")) \(links)</li>"
        }
        return
            "<section id=\"listen-first\" aria-labelledby=\"listen-first-heading\"><h2 id=\"listen-first-heading\">Listen to these first</h2><p>Flagged elements, most severe first, then flagged in the most locales.</p><ol>\(items.joined())</ol></section>"
    }

    /// The changes since the baseline, first when there is one: the report opens on them.
    private var changes: String {
        guard report.hasBaseline else { return "" }
        let items = report.changes.map { change in
            let element = change.element.map { " · \(escape($0))" } ?? ""
            let detail = [change.before.map { "before: \(escape($0))" }, change.after.map { "now: \(escape($0))" }]
                .compactMap { $0 }.joined(separator: "; ")
            return
                "<li data-locale=\"\(escape(change.locale))\"><strong>\(change.kind.rawValue)</strong> \(escape(change.locale)) · \(escape(change.screen))\(element): \(detail)</li>"
        }
        let body = items.isEmpty ? "<p>Nothing changed since the baseline.</p>" : "<ul>\(items.joined())</ul>"
        return
            "<section id=\"changes\" aria-labelledby=\"changes-heading\"><h2 id=\"changes-heading\" tabindex=\"-1\">What changed since the baseline (\(report.changes.count))</h2>\(body)</section>"
    }

    /// Findings about a locale's strings and voice, not about one element.
    private var localeFindings: String {
        let general = report.findings.filter { $0.subject.element == nil }
        let rows = general.map { finding in
            "<tr data-locale=\"\(escape(finding.locale ?? ""))\" data-severities=\"\(finding.severity.rawValue)\" data-flagged=\"true\"><td>\(escape(finding.locale ?? ""))</td><td class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td><td>\(escape(finding.rule))</td><td>\(escape(finding.message))\(location(finding))\(explanation(finding))</td><td>\(escape(finding.subject.screen ?? ""))</td></tr>"
        }.joined(separator: "\n")
        return """
            <section aria-labelledby="strings-heading">
            <h2 id="strings-heading">Strings and voices</h2>
            <table><caption>Findings about each locale's strings and voice</caption>
            <thead><tr><th scope="col">Locale</th><th scope="col">Severity</th><th scope="col">Rule</th><th scope="col">Finding</th><th scope="col">First screen</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            </section>
            """
    }

    private func screenSection(_ index: Int, _ screen: String) -> String {
        let results = locales.compactMap { report.result(locale: $0.locale, screen: screen) }
        guard !results.isEmpty else { return "" }
        let players = results.map { result in
            """
            <figure class="player" data-locale="\(escape(result.locale))"><figcaption>\(escape(screen)) in \(escape(result.locale)), \(seconds(result.duration))</figcaption>
            <audio controls preload="metadata" src="\(escape(result.audio))" data-screen="\(index)" data-locale="\(escape(result.locale))" data-elements="\(escape(result.elements.map(\.spoken.element).joined(separator: "\n")))" aria-label="\(escape(screen)) in \(escape(result.locale)), whole screen"><track kind="captions" default srclang="\(escape(result.locale))" label="\(escape(result.locale)) captions" src="\(captionsURL(result.captions))"></audio>
            <p class="caption-now" aria-live="off" data-locale="\(escape(result.locale))"></p></figure>
            """
        }.joined()
        let headers = results.map { "<th scope=\"col\" data-locale=\"\(escape($0.locale))\">\(escape($0.locale))</th>" }
            .joined()
        // One row per element, matched across locales by identifier (a right-to-left locale
        // swipes a row's elements in another order), in the first locale's swipe order.
        var identifiers: [String] = []
        for result in results {
            for element in result.elements where !identifiers.contains(element.spoken.element) {
                identifiers.append(element.spoken.element)
            }
        }
        let rows = identifiers.enumerated().map { row($0.offset, $0.element, screen: screen, results: results) }
            .joined(separator: "\n")
        return """
            <section class="screen" id="screen-\(index)" aria-labelledby="screen-heading-\(index)">
            <h2 id="screen-heading-\(index)">Screen: \(escape(screen))</h2>
            <div class="players">\(players)</div>
            <table class="elements" data-screen="\(index)"><caption>\(escape(screen)): elements in swipe order, one column per locale</caption>
            <thead><tr><th scope="col">#</th>\(headers)<th scope="col">Durations</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            </section>
            """
    }

    private func row(_ number: Int, _ identifier: String, screen: String, results: [ScreenResult]) -> String {
        var severities: Set<String> = []
        var cells = ""
        var durations: [(String, Double)] = []
        for result in results {
            guard let element = result.elements.first(where: { $0.spoken.element == identifier }) else {
                cells += "<td data-locale=\"\(escape(result.locale))\">not reachable in \(escape(result.locale))</td>"
                continue
            }
            durations.append((result.locale, element.spoken.duration))
            let flags = findingsByElement[Self.key(result.locale, screen, element.spoken.element)] ?? []
            flags.forEach { severities.insert("\($0.locale ?? ""):\($0.severity.rawValue)") }
            let list =
                flags.isEmpty
                ? ""
                : "<ul class=\"flags\">"
                    + flags.map { finding in
                        "<li class=\"sev-\(finding.severity.rawValue)\" data-severity=\"\(finding.severity.rawValue)\"><span class=\"rule\">\(finding.severity.rawValue): \(escape(finding.rule))</span> \(escape(finding.message))\(location(finding))\(explanation(finding))</li>"
                    }.joined() + "</ul>"
            let rtl = locales.first { $0.locale == result.locale }?.rightToLeft == true
            cells += """
                <td data-locale="\(escape(result.locale))" data-flagged="\(!flags.isEmpty)"><p class="spoken" lang="\(escape(result.locale))" dir="\(rtl ? "rtl" : "auto")">\(escape(element.paced))</p>\
                <button type="button" class="play" data-audio="\(escape(element.audio))" aria-label="Play element \(number + 1) in \(escape(result.locale))">▶ Play</button> \
                <span class="duration">\(seconds(element.spoken.duration))</span>\(list)</td>
                """
        }
        return
            "<tr data-element=\"\(escape(identifier))\" data-severities=\"\(severities.sorted().joined(separator: " "))\"><th scope=\"row\">\(number + 1) \(escape(identifier))</th>\(cells)<td>\(bars(durations))</td></tr>"
    }

    /// A bar per locale, scaled to the row's longest: outliers are seen, not read.
    private func bars(_ durations: [(String, Double)]) -> String {
        let longest = max(durations.map(\.1).max() ?? 0, 0.001)
        let height = 12
        let rects = durations.enumerated().map { offset, item in
            let width = Int(120 * item.1 / longest)
            return
                "<rect x=\"50\" y=\"\(offset * (height + 2))\" width=\"\(max(width, 1))\" height=\"\(height)\"></rect><text x=\"0\" y=\"\(offset * (height + 2) + 10)\">\(escape(item.0))</text>"
        }.joined()
        let label = durations.map { "\($0.0) \(seconds($0.1))" }.joined(separator: ", ")
        return
            "<svg class=\"bars\" role=\"img\" aria-label=\"Durations: \(escape(label))\" width=\"170\" height=\"\(durations.count * (height + 2))\">\(rects)</svg>"
    }

    /// The captions file as a `data:` URL.
    private func captionsURL(_ path: String) -> String {
        "data:text/vtt;charset=utf-8;base64," + Data((captions[path] ?? "WEBVTT\n").utf8).base64EncodedString()
    }

    private var unreachable: String {
        guard !report.plan.unreachable.isEmpty else { return "" }
        return
            "<section aria-labelledby=\"unreachable-heading\"><h2 id=\"unreachable-heading\">Screens no one can reach</h2><ul>\(report.plan.unreachable.map { "<li>\(escape($0))</li>" }.joined())</ul></section>"
    }

    /// The rule's why and fix, under a flag.
    private func explanation(_ finding: Finding) -> String {
        guard let rule = rules[finding.rule] else { return "" }
        return
            " <span class=\"why\"><strong>Why:</strong> \(escape(rule.why))</span> <span class=\"fix\"><strong>Fix:</strong> \(escape(rule.fix))</span>"
    }

    private func location(_ finding: Finding) -> String {
        finding.location.map { " <code class=\"where\">\(escape($0.description))</code>" } ?? ""
    }

    private func seconds(_ value: Double) -> String {
        String(format: "%.1f s", value)
    }

    private func escape(_ text: String) -> String {
        text.xmlEscaped
    }

    /// The page's style and script (Report/), compiled in so the report is one file.
    static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
}
