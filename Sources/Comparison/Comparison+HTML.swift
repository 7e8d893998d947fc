/// The comparison as a web page (`--format html`): one table a walk, each element with what
/// VoiceOver said and what Earshot says, the words that differ marked, then the artefacts and
/// the counts. The page stands alone (no script, no files beside it).
extension Comparison {
    /// One page of `comparisons`, each under its own heading.
    package static func html(_ comparisons: [Comparison]) -> String {
        let title =
            comparisons.count == 1 ? "\(comparisons[0].walk) against \(comparisons[0].screen)" : "Walks compared"
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Earshot compare: \(escaped(title))</title>
            <style>
            body { font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 1.5rem; }
            table { border-collapse: collapse; margin: 1rem 0; }
            th, td { border: 1px solid #8a8a8a; padding: .35rem .5rem; text-align: left; vertical-align: top; }
            thead th { background: #eee; }
            mark { background: #ffe08a; color: #1a1a1a; }
            .same td.result { color: #0b6b2b; }
            .differs td.result { color: #a31515; font-weight: bold; }
            </style>
            </head>
            <body>
            <main>
            <h1>Earshot compare: \(escaped(title))</h1>

            """
        for comparison in comparisons { page += comparison.htmlSection(level: comparisons.count == 1 ? 2 : 3) }
        return page + "</main>\n</body>\n</html>\n"
    }

    private func htmlSection(level: Int) -> String {
        var html = ""
        if level > 2 { html += "<h2>\(Self.escaped(walk)) against \(Self.escaped(screen))</h2>\n" }
        html += "<p>\(Self.escaped(walk)) (\(Self.escaped(format))) against screen \(Self.escaped(screen)): "
        html += "\(Self.escaped(summary)).</p>\n"
        html += "<table>\n<caption>Each element as VoiceOver said it and as Earshot says it; "
        html += "words that differ are marked</caption>\n<thead><tr>"
        for name in ["#", "line", "result", "VoiceOver said", "Earshot says", "difference"] {
            html += "<th scope=\"col\">\(name)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (index, row) in rows.enumerated() {
            let kind = [.same, .unheard, .notReached].contains(row.result) ? "same" : "differs"
            html += "<tr class=\"\(kind)\"><td>\(index + 1)</td><td>\(row.line.map(String.init) ?? "")</td>"
            html += "<td class=\"result\">\(row.result.title)</td>"
            html += "<td>\(row.voiceOver.map { Self.marked($0, words: row.extraWords) } ?? "")</td>"
            let place = row.position.map { " [\($0)]" } ?? ""
            html += "<td>\(row.earshot.map { Self.marked($0, parts: row.parts.map(\.text)) + place } ?? "")</td>"
            html += "<td>\(Self.escaped(row.difference ?? ""))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if !artefacts.isEmpty {
            html += "<h\(level)>Understood, not differences</h\(level)>\n<ul>\n"
            for artefact in artefacts {
                let said = artefact.text.map { " “\(Self.escaped($0))”" } ?? ""
                html += "<li>\(Self.escaped(artefact.lines))\(said): \(Self.escaped(artefact.kind.explanation))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// What VoiceOver said, each space-separated piece with one of `words` marked.
    private static func marked(_ text: String, words: [String]) -> String {
        var remaining = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
        return text.split(separator: " ", omittingEmptySubsequences: false).map { piece in
            let differs = SpokenWords(String(piece)).words.contains { word in
                guard remaining[word, default: 0] > 0 else { return false }
                remaining[word]! -= 1
                return true
            }
            return differs ? "<mark>\(escaped(String(piece)))</mark>" : escaped(String(piece))
        }.joined(separator: " ")
    }

    /// What Earshot says, with each of `parts` marked where it is.
    private static func marked(_ text: String, parts: [String]) -> String {
        var html = ""
        var rest = text[...]
        for part in parts where !part.isEmpty {
            guard let range = rest.range(of: part) else { continue }
            html += escaped(String(rest[..<range.lowerBound])) + "<mark>\(escaped(part))</mark>"
            rest = rest[range.upperBound...]
        }
        return html + escaped(String(rest))
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
