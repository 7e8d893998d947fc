import Foundation

extension Comparison {
    /// The comparison as a table, one row an element, then the artefacts understood and the
    /// counts:
    ///
    /// ```
    ///  #  line  result           VoiceOver / Earshot
    ///  1     2  same             Samples Back button
    ///                            Samples. Back Button.
    /// ```
    package var text: String {
        var lines = ["\(walk) (\(format)) against screen \(screen)", ""]
        lines.append(row("#", "line", "result", "VoiceOver / Earshot"))
        for (index, element) in rows.enumerated() {
            let line = element.line.map(String.init) ?? "-"
            let number = element.position.map(String.init) ?? "-"
            let first = element.voiceOver.map { "VO  \($0)" } ?? "VO  —"
            lines.append(row(String(index + 1), line, element.result.title, first))
            let earshot = element.earshot.map { "ES  \($0) [\(number)]" } ?? "ES  —"
            lines.append(row("", "", "", earshot))
            if let difference = element.difference {
                lines.append(row("", "", "", "    \(difference)"))
            }
        }
        if !artefacts.isEmpty {
            lines.append("")
            lines.append("understood, not differences:")
            for artefact in artefacts {
                let said = artefact.text.map { " \"\($0)\"" } ?? ""
                lines.append("  \(artefact.lines)\(said): \(artefact.kind.explanation)")
            }
        }
        lines.append("")
        lines.append(summary)
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }

    /// The counts in one line: `6 elements: 3 same, 1 different words, …`.
    package var summary: String {
        let counts = ComparedElement.Result.allCases.compactMap { result -> String? in
            let number = count(result)
            return number == 0 && [.unheard, .valueChanged, .notReached].contains(result)
                ? nil : "\(number) \(result.title)"
        }
        return "\(rows.count) elements: \(counts.joined(separator: ", "))"
    }

    private func row(_ number: String, _ line: String, _ result: String, _ words: String) -> String {
        func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
            let space = String(repeating: " ", count: max(0, width - text.count))
            return right ? space + text : text + space
        }
        return padded(number, 3, right: true) + " " + padded(line, 5, right: true) + "  " + padded(result, 16)
            + " " + words
    }

    /// The comparison as one JSON object: the rows, the artefacts and the counts.
    package var json: String {
        struct Document: Encodable {
            var comparison: Comparison
            var counts: [String: Int]
            var differs: Bool
        }
        let counts = Dictionary(uniqueKeysWithValues: ComparedElement.Result.allCases.map { ($0.rawValue, count($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(comparison: self, counts: counts, differs: differs))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
