import AccessibilityModel
import AppFiles
import Foundation
import Reporting
import Yams

/// The project file, `earshot-audit.yaml`, beside the app's screen file (or given with
/// `--config`): the thresholds a team keeps for its app, each the guide's value when absent.
///
/// ```yaml
/// thresholds:
///   touchTarget: 44          # points, either side
///   labelLength: 40          # characters
///   orderTolerance: 22       # points the swipe order may go back up
///   obviousHintExtraWords: 2 # words a hint may add to the label's verb
///   coverage: 0.5            # part of a frame another element may cover
///   durationRatio: 1.6       # earshot listen: times the development language's duration
/// disable: [label-capital]   # rules not to run
/// rules: [label-missing, hint-names-gesture]  # only these rules (as --rule)
/// locales: [en-US, ru]       # the locales to audit in, or [all] (as --locale)
/// failOn: warning            # error, warning or never (as --fail-on)
/// untranslatedAllowlist: [Wi-Fi, OK]  # texts the same in every language (untranslated)
/// ```
///
/// The command line overrides it. A value that is not a number, out of range, under an unknown
/// key, or a rule that does not exist is an error at its line and column.
package struct AuditProjectFile: Sendable {
    /// The file's name, looked for beside the first screen file.
    package static let name = "earshot-audit.yaml"

    /// The audit's thresholds: the file's, the guide's where it gives none.
    package var settings = AuditSettings()
    /// `earshot listen`'s duration ratio, when the file gives one.
    package var durationRatio: Double?
    /// The rules not to run (`disable:`).
    package var disabledRules: [String] = []
    /// The only rules to run (`rules:`); empty for every rule.
    package var onlyRules: [String] = []
    /// The locales to audit in (`locales:`); empty for the app's development language.
    package var locales: [String] = []
    /// The least severity that ends the run with status 1 (`failOn:`: error, warning or never),
    /// when the file gives one.
    package var failOn: String?

    /// The values `failOn:` takes.
    package static let failOnValues = ["error", "warning", "never"]
    /// Texts the same in every language, which `untranslated` does not report
    /// (`untranslatedAllowlist:`).
    package var untranslatedAllowlist: Set<String> = []

    /// The file's top-level keys.
    static let keys = ["thresholds", "disable", "rules", "locales", "failOn", "untranslatedAllowlist"]

    package init() {}

    /// The project file beside a screen file or capture, when there is one.
    package static func beside(_ file: URL) -> URL? {
        let candidate = file.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    /// Where each threshold's value goes.
    private static let setters: [String: @Sendable (inout AuditProjectFile, Double) -> Void] = [
        AuditThreshold.touchTarget.key: { $0.settings.minimumTouchTarget = $1 },
        AuditThreshold.labelLength.key: { $0.settings.maximumLabelLength = Int($1) },
        AuditThreshold.orderTolerance.key: { $0.settings.orderTolerance = $1 },
        AuditThreshold.obviousHintExtraWords.key: { $0.settings.obviousHintExtraWords = Int($1) },
        AuditThreshold.coverage.key: { $0.settings.coverageThreshold = $1 },
        AuditThreshold.durationRatio.key: { $0.durationRatio = $1 },
    ]

    /// Reads the project file at `url`; every problem is a diagnostic at its line and column.
    package static func read(url: URL) throws(LoadError) -> AuditProjectFile {
        let path = url.path
        func location(_ mark: Mark?) -> SourceLocation {
            SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
        }
        func failure(_ mark: Mark?, _ message: String) -> LoadError {
            LoadError(at: location(mark), message)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure(nil, "cannot read the project file; check the path")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(nil, "the project file is not UTF-8 text")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch {
            throw failure(Self.mark(of: error), "the project file is not YAML: \(Self.problem(of: error))")
        }
        var file = AuditProjectFile()
        guard let root else { return file }
        var diagnostics: [Diagnostic] = []
        func report(_ node: Node, _ message: String) {
            diagnostics.append(Diagnostic(.error, at: location(node.mark), message))
        }
        guard let top = root.mapping else {
            throw failure(root.mark, "the project file is a mapping (thresholds: {touchTarget: 44, …})")
        }
        for (key, value) in top {
            switch key.string {
            case "thresholds": readThresholds(value, into: &file, report: report)
            case "disable":
                file.disabledRules = ruleIDs(value, key: "disable", purpose: "to disable", report: report)
            case "rules":
                file.onlyRules = ruleIDs(value, key: "rules", purpose: "to run", report: report)
            case "locales":
                let texts = strings(value, "locales is a list of locales (locales: [en-US, ru])", report: report)
                file.locales = texts.compactMap(\.string)
                if file.locales.contains("all"), file.locales.count > 1 {
                    report(value, "locales: [all] stands alone: it is every locale of the app")
                }
            case "failOn":
                guard let text = value.scalar?.string, failOnValues.contains(text) else {
                    report(value, "failOn is one of \(failOnValues.joined(separator: ", ")) (failOn: warning)")
                    continue
                }
                file.failOn = text
            case "untranslatedAllowlist":
                let texts = strings(
                    value, "untranslatedAllowlist is a list of texts (untranslatedAllowlist: [Wi-Fi])", report: report)
                file.untranslatedAllowlist.formUnion(texts.compactMap(\.string))
            default:
                let hint = keys.nearest(to: key.string ?? "").map { "did you mean '\($0)'? " } ?? ""
                report(
                    key,
                    "unknown key '\((key.string ?? "").quotedForMessage())'; \(hint)the project file has \(keys.map { "\($0):" }.joined(separator: ", "))"
                )
            }
        }
        guard diagnostics.isEmpty else { throw LoadError(diagnostics: diagnostics) }
        return file
    }

    /// The rule ids listed under `key`; each that names no rule is reported with the nearest.
    private static func ruleIDs(
        _ value: Node, key: String, purpose: String, report: (Node, String) -> Void
    ) -> [String] {
        strings(value, "\(key) is a list of rule ids (\(key): [label-capital])", report: report).compactMap { rule in
            let id = rule.string ?? ""
            guard AuditRules.rule(id) != nil else {
                let hint = AuditRules.ids.nearest(to: id).map { "did you mean '\($0)'? " } ?? ""
                report(
                    rule,
                    "no rule '\(id.quotedForMessage())' \(purpose); \(hint)the rules are listed by earshot audit --list"
                )
                return nil
            }
            return id
        }
    }

    /// The thresholds under `thresholds:`, each checked as ``AuditThreshold`` says.
    private static func readThresholds(
        _ value: Node, into file: inout AuditProjectFile, report: (Node, String) -> Void
    ) {
        // `thresholds:` with nothing under it yet gives none.
        if let empty = value.scalar?.string, ["", "~", "null"].contains(empty) { return }
        guard let entries = value.mapping else {
            report(value, "thresholds is a mapping of names to numbers (touchTarget: 44)")
            return
        }
        for (name, number) in entries {
            guard let threshold = AuditThreshold.all.first(where: { $0.key == name.string }),
                let apply = setters[threshold.key]
            else {
                let names = AuditThreshold.all.map(\.key)
                let hint = names.nearest(to: name.string ?? "").map { "did you mean '\($0)'? " } ?? ""
                report(
                    name,
                    "unknown threshold '\((name.string ?? "").quotedForMessage())'; \(hint)the thresholds are \(names.joined(separator: ", "))"
                )
                continue
            }
            let text = number.scalar?.string ?? ""
            let parsed = Double(text)
            if let problem = threshold.problem(with: parsed, written: text, name: threshold.key) {
                report(number, problem)
                continue
            }
            apply(&file, parsed!)
        }
    }

    /// The strings of a list (a single text counts as a list of one; nothing under the key as
    /// none); anything else is reported with `expected`.
    private static func strings(_ value: Node, _ expected: String, report: (Node, String) -> Void) -> [Node] {
        if let scalar = value.scalar {
            return ["", "~", "null"].contains(scalar.string) ? [] : [value]
        }
        guard let items = value.sequence else {
            report(value, expected)
            return []
        }
        return items.filter { item in
            guard item.scalar != nil else {
                report(item, expected)
                return false
            }
            return true
        }
    }

    private static func mark(of error: any Error) -> Mark? {
        switch error as? YamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        default: nil
        }
    }

    private static func problem(of error: any Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        default: String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
