import AccessibilityModel
import Foundation

/// One label (and hint) of the labelled corpus, judged by hand against the guide's rules
/// (Accessibility Programming Guide for iOS, "Crafting Useful Labels and Hints"; SPEC.md section 7),
/// with the reason written beside it: `LOCALE.tsv` in the corpus's folder (a checkout's
/// `Tests/AuditTests/Fixtures/corpus`, described in its `SOURCES.md`), one case a line.
///
/// Columns, separated by tabs: traits (comma-separated trait names, `-` for none), label, hint
/// (`-` for none), the rules the guide says the text breaks (comma-separated ids, `-` when it is
/// acceptable), the reason, and the source (`guide`: the guide's own example; `issue`: a case
/// reported against the audit; `fluentui-apple:KEY`, `duckduckgo-ios:KEY`, `element-ios:KEY`: the
/// string of that key in the strings table ``stringsTables`` names; `app`: a label or hint as
/// real apps write them; `wcag`: an example of WCAG's Understanding Label in Name or its failure
/// F96; `voice-control`: Apple's advice on Voice Control's names). Lines starting with `#` are
/// comments.
///
/// Three more columns may follow, for the Voice Control rules (`-` for none): the text the
/// element shows (its `earshotVisibleText`), its input labels (separated by `|`), and the labels
/// of other buttons on the same screen (separated by `|`). A tenth gives a text field's
/// placeholder (`earshotPlaceholder`), and then a label `-` is none.
package struct CorpusCase: Sendable, CustomStringConvertible {
    package var locale: String
    package var line: Int
    package var traits: AccessibilityTraits
    /// The label; nil for a case with a placeholder and the label `-`.
    package var label: String?
    package var hint: String?
    /// The rules the text breaks, by the guide; empty when it is acceptable.
    package var breaks: Set<String>
    package var reason: String
    package var source: String
    /// The text the element shows, its input labels, and the labels of the buttons beside it.
    package var visibleText: String?
    package var inputLabels: [String]?
    package var otherButtons: [String] = []
    /// The text field's placeholder.
    package var placeholder: String?

    package var description: String {
        "\(locale).tsv:\(line) \"\(label ?? "")\"" + (placeholder.map { " placeholder \"\($0)\"" } ?? "")
            + (hint.map { " hint \"\($0)\"" } ?? "")
    }

    /// The rules the corpus judges: those about a label's or hint's words, which one element
    /// shows on its own.
    package static let judgedRules: Set<String> = [
        "label-missing", "label-too-long", "label-file-name", "hint-obvious", "hint-names-gesture",
        "hint-imperative", "hint-repeats-label", "hint-form", "trait-word-in-label", "label-capital",
        "label-period", "script", "label-in-name", "voice-control-name",
    ]

    /// The real strings tables cases quote (`SOURCE:KEY`), by source: each locale's file.
    package static let stringsTables: [String: @Sendable (String) -> String] = [
        "fluentui-apple": { "fluentui-apple/\($0 == "en-US" ? "en" : $0).lproj/Localizable.strings" },
        "duckduckgo-ios": { "duckduckgo-ios/\($0).lproj/Localizable.strings" },
        "element-ios": { "element-ios/\($0).lproj/Vector.strings" },
    ]

    /// The sources whose cases were added after the rules they judge were last changed: the
    /// held-out cases, whose figures are printed apart.
    package static let heldOutSources: Set<String> = ["duckduckgo-ios", "element-ios"]

    /// The source's name, before the key ("fluentui-apple" of "fluentui-apple:KEY").
    package var sourceName: String { String(source.prefix { $0 != ":" }) }

    package var isHeldOut: Bool { Self.heldOutSources.contains(sourceName) }

    /// The locales the corpus holds, each a `LOCALE.tsv`.
    package static let locales = ["en-US", "ru", "zh-Hans", "ja", "de"]

    /// Every case of one locale's file in `folder`.
    package static func load(_ locale: String, from folder: URL) throws -> [CorpusCase] {
        let file = folder.appendingPathComponent("\(locale).tsv")
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw CorpusError(file: file.path, line: nil, problem: "cannot be read as UTF-8 text")
        }
        return try text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            number, line in
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard [6, 9, 10].contains(cells.count) else {
                throw CorpusError(
                    file: file.path, line: number + 1,
                    problem: "has \(cells.count) columns separated by tabs, not 6, 9 or 10")
            }
            func list(_ index: Int) -> [String]? {
                guard cells.count > index, cells[index] != "-" else { return nil }
                return cells[index].split(separator: "|").map(String.init)
            }
            let traits = try cells[0].split(separator: ",").reduce(into: AccessibilityTraits()) { traits, name in
                guard let trait = AccessibilityTraits(name: String(name)) else {
                    throw CorpusError(file: file.path, line: number + 1, problem: "names no trait \"\(name)\"")
                }
                traits.formUnion(trait)
            }
            let breaks = Set(cells[3] == "-" ? [] : cells[3].split(separator: ",").map(String.init))
            if let unknown = breaks.subtracting(judgedRules).sorted().first {
                throw CorpusError(
                    file: file.path, line: number + 1, problem: "names \"\(unknown)\", no rule the corpus judges")
            }
            let placeholder = list(9)?.joined(separator: "|")
            return CorpusCase(
                locale: locale, line: number + 1, traits: traits,
                label: placeholder != nil && cells[1] == "-" ? nil : cells[1],
                hint: cells[2] == "-" ? nil : cells[2], breaks: breaks, reason: cells[4], source: cells[5],
                visibleText: list(6)?.joined(separator: "|"), inputLabels: list(7), otherButtons: list(8) ?? [],
                placeholder: placeholder)
        }
    }

    /// The case as an element of a screen of its own.
    package var element: Element {
        var element = Element(accessibilityLabel: label.map(Template.literal), accessibilityTraits: traits)
        if let placeholder { element = element.placeholder(.literal(placeholder)) }
        if let hint { element = element.hint(.literal(hint)) }
        if let visibleText { element = element.showing(.literal(visibleText)) }
        if let inputLabels { element.accessibilityUserInputLabels = inputLabels.map(Template.literal) }
        return element
    }

    /// The case's screen: its element, then the buttons beside it.
    package var elements: [Element] {
        [element] + otherButtons.map { Element(.literal($0), traits: .button) }
    }
}

/// A line of the corpus that cannot be read, or a file: where, and what is wrong.
package struct CorpusError: Error, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var problem: String

    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(problem)" }
}
