import AppFiles
import Findings
import Foundation
import Reporting

/// SARIF 2.1.0, for code-scanning tools: one run whose tool lists every rule (summary, help
/// text with the guide's section, Xcode's audit category) and whose results carry physical
/// locations, so the finding shows on the screen file's or strings table's line. Findings that
/// `earshotIgnore` silences are results with an in-source suppression and its reason. The
/// document validates against OASIS's schema (tested).
enum AuditSARIF {
    /// The id of OASIS's SARIF 2.1.0 schema (errata 01).
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The base that files under the current directory are written relative to (SARIF's
    /// `uriBaseId`), so a log made in a checkout reads the same on any machine.
    static let sourceRoot = "SRCROOT"

    /// The log; file paths relative to `directory` (the current one) are written relative to
    /// ``sourceRoot``, others as absolute `file:` URIs.
    static func document(
        _ report: AuditReport, directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> String {
        let root = directory.standardizedFileURL
        let ruleIndex = Dictionary(
            report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules: [JSONValue] = report.rules.map { rule in
            var properties: [String: JSONValue] = [:]
            if let guide = AuditRules.rule(rule.id)?.guide { properties["guide"] = .string(guide) }
            if let category = rule.xcodeAuditCategory { properties["xcodeAuditCategory"] = .string(category) }
            return [
                "id": .string(rule.id),
                "shortDescription": ["text": .string(rule.summary)],
                "fullDescription": ["text": .string(rule.why)],
                "help": ["text": .string("\(rule.why) Fix: \(rule.fix)")],
                "defaultConfiguration": ["level": level(rule.severity)],
                "properties": .object(properties),
            ]
        }
        // Each file's artifact location worked out once: a log may hold 60,000 results on a few files.
        let all = report.findings + report.suppressed.map(\.finding)
        let files = Set(all.flatMap { [$0.location?.file, $0.elementLocation?.file].compactMap { $0 } })
        let artifacts = Dictionary(uniqueKeysWithValues: files.map { ($0, artifactLocation($0, root: root)) })
        let shown = report.findings.map { result($0, ruleIndex: ruleIndex, artifacts: artifacts) }
        let silenced = report.suppressed.map { suppressed -> JSONValue in
            var result = result(suppressed.finding, ruleIndex: ruleIndex, artifacts: artifacts)
            var suppression: [String: JSONValue] = ["kind": "inSource"]
            if !suppressed.reason.isEmpty { suppression["justification"] = .string(suppressed.reason) }
            result["suppressions"] = [.object(suppression)]
            return .object(result)
        }
        let log: JSONValue = [
            "$schema": .string(schema),
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": ["name": "earshot audit", "rules": .array(rules)]],
                    "originalUriBaseIds": [sourceRoot: ["uri": .string(root.absoluteString.withTrailingSlash)]],
                    // Screen files' and strings tables' columns count characters.
                    "columnKind": "unicodeCodePoints",
                    "results": .array(shown.map(JSONValue.object) + silenced),
                    "properties": [
                        "suppressed": .int(report.suppressed.count),
                        "locales": .array(report.locales.map(JSONValue.string)),
                    ],
                ]
            ],
        ]
        return log.document
    }

    /// One result: the rule, level, message, where to fix it and, when that is a strings
    /// table, the element as a related location.
    static func result(
        _ finding: Finding, ruleIndex: [String: Int], artifacts: [String: JSONValue]
    ) -> [String: JSONValue] {
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule),
            "level": level(finding.severity),
            "message": ["text": .string(message(finding))],
        ]
        if let index = ruleIndex[finding.rule] { result["ruleIndex"] = .int(index) }
        if let location = finding.location {
            result["locations"] = [["physicalLocation": physicalLocation(location, artifacts: artifacts)]]
        }
        if let element = finding.elementLocation {
            result["relatedLocations"] = [
                [
                    "id": 1, "physicalLocation": physicalLocation(element, artifacts: artifacts),
                    "message": ["text": "the element, in its screen file"],
                ]
            ]
        }
        var properties: [String: JSONValue] = [:]
        if let locale = finding.locale { properties["locale"] = .string(locale) }
        if let screen = finding.subject.screen { properties["screen"] = .string(screen) }
        if let element = finding.subject.element { properties["element"] = .string(element) }
        if !finding.subject.alsoOnScreens.isEmpty {
            properties["alsoOnScreens"] = .array(finding.subject.alsoOnScreens.map(JSONValue.string))
        }
        if let now = finding.spokenNow { properties["spokenNow"] = .string(now) }
        if let after = finding.spokenAfterFix { properties["spokenAfterFix"] = .string(after) }
        if !properties.isEmpty { result["properties"] = .object(properties) }
        return result
    }

    /// A file and region: the file's artifact location (``artifactLocation(_:root:)``, from
    /// `artifacts`) and the line and column.
    static func physicalLocation(_ location: SourceLocation, artifacts: [String: JSONValue]) -> JSONValue {
        [
            "artifactLocation": artifacts[location.file] ?? [:],
            "region": ["startLine": .int(max(location.line, 1)), "startColumn": .int(max(location.column, 1))],
        ]
    }

    /// A file as a URI reference (percent-encoded), relative to ``sourceRoot`` when it is under
    /// `root`.
    static func artifactLocation(_ path: String, root: URL) -> JSONValue {
        let file = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        let prefix = root.path.withTrailingSlash
        guard file.path.hasPrefix(prefix) else { return ["uri": .string(file.absoluteString)] }
        let relative = file.path.dropFirst(prefix.count).split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: uriSegmentCharacters) ?? String($0)
        }
        return ["uri": .string(relative.joined(separator: "/")), "uriBaseId": .string(sourceRoot)]
    }

    /// The characters a relative URI's path segment may hold as they are (RFC 3986's unreserved
    /// and sub-delims, and `@`); anything else is percent-encoded, `:` too, which in a first
    /// segment would read as a scheme.
    static let uriSegmentCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")

    /// SARIF's levels: `error`, `warning`, `note`, as Earshot's severities.
    static func level(_ severity: Severity) -> JSONValue { .string(severity.rawValue) }

    /// The message with the speech now and after the fix, which SARIF viewers show whole.
    static func message(_ finding: Finding) -> String {
        var text = finding.message + "."
        if let now = finding.spokenNow { text += now.isEmpty ? " VoiceOver says nothing." : " VoiceOver says: \(now)" }
        if let after = finding.spokenAfterFix, !after.isEmpty { text += " After the fix: \(after)" }
        return text
    }
}

extension String {
    /// The text ending with one `/`, as a base URI or a directory prefix needs.
    fileprivate var withTrailingSlash: String { hasSuffix("/") ? self : self + "/" }
}
