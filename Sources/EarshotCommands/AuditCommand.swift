import AccessibilityModel
import AppLoading
import ArgumentParser
import Audit
import Findings
import Foundation
import Listening
import Reporting
import ScreenFiles
import SpeechBridge
import Voices

/// `earshot audit FILE...`: the guide's rules over every screen, in each locale, with what
/// VoiceOver says now and after the fix (docs/audit.md).
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check an app against the guide's rules for labels, hints, traits and layout, per locale.",
        discussion: """
            Example: earshot audit samples/workshop/pitfalls.yaml --locale en-US,ru,zh-Hans
            Each finding shows what VoiceOver says now and after the fix. Exits 1 when a finding is at
            or above --fail-on. `earshot audit --explain RULE` explains a rule; see docs/audit.md.

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "Screen files or captures of real apps.")
    var files: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "Locales to audit in, separated by commas (en-US,ru), or all: the app's locales, as earshot listen renders them (default: the app's development language).",
            valueName: "locales"),
        transform: CommaSeparated.init(parsing:))
    var localeLists: [CommaSeparated<String>] = []

    @Option(help: "text, json, sarif or junit.")
    var format: AuditFormat = .text

    @Option(
        name: .customLong("rule"), help: ArgumentHelp("Run only these rules, separated by commas.", valueName: "ids"),
        transform: CommaSeparated.init(parsing:))
    var onlyRuleLists: [CommaSeparated<String>] = []

    @Option(
        name: .customLong("disable"), help: ArgumentHelp("Rules not to run, separated by commas.", valueName: "ids"),
        transform: CommaSeparated.init(parsing:))
    var disabledRuleLists: [CommaSeparated<String>] = []

    @Option(help: FailOn.auditHelp)
    var failOn: FailOn?

    @Option(
        help: ArgumentHelp(
            "The project file of thresholds (default: \(AuditProjectFile.name) beside the first file, if there is one).",
            valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "The smallest touch target, in points either side (default: the project file's, else \(Int(AuditSettings.defaultMinimumTouchTarget))).",
            valueName: "points"))
    var touchTarget: Double?

    @Option(
        help: ArgumentHelp(
            "The longest label of a control, in characters (default: the project file's, else \(AuditSettings.defaultMaximumLabelLength)).",
            valueName: "characters"))
    var labelLength: Int?

    @Option(
        help: ArgumentHelp(
            "How far the swipe order may go back up the screen, in points (default: the project file's, else \(Int(AuditSettings.defaultOrderTolerance))).",
            valueName: "points"))
    var orderTolerance: Double?

    @Option(
        help: ArgumentHelp(
            "The part of an element's frame (0 to 1) another drawn over it must cover (default: the project file's, else \(AuditSettings.defaultCoverageThreshold)).",
            valueName: "fraction"))
    var coverage: Double?

    @Flag(help: "List the rules as a Markdown table.")
    var list = false

    @Option(
        help: ArgumentHelp(
            "Explain a rule: the guide's text, a bad and a good example, both spoken.", valueName: "rule"))
    var explain: String?

    /// `--locale`'s lists, joined.
    var locales: [String] { CommaSeparated.joined(localeLists) }
    var onlyRules: [String] { CommaSeparated.joined(onlyRuleLists) }
    var disabledRules: [String] { CommaSeparated.joined(disabledRuleLists) }

    func validate() throws {
        if locales.contains("all"), locales.count > 1 {
            throw ValidationError("--locale all stands alone: it is every locale of the app")
        }
        try Self.checkNotLocales(files)
        for id in onlyRules + disabledRules + (explain.map { [$0] } ?? []) where AuditRules.rule(id) == nil {
            throw ValidationError(
                "no rule '\(id.quotedForMessage())'; the rules are \(AuditRules.ids.joined(separator: ", "))")
        }
        try AuditThreshold.touchTarget.validate(touchTarget)
        try AuditThreshold.labelLength.validate(labelLength.map(Double.init))
        try AuditThreshold.orderTolerance.validate(orderTolerance)
        try AuditThreshold.coverage.validate(coverage)
        if explain == nil, !list, files.isEmpty { throw ValidationError("give a screen file or capture to audit") }
    }

    /// A file argument that does not exist but names a locale was meant as one, as
    /// `--locale en-US ru` once took several: a usage error that shows the list form.
    private static func checkNotLocales(_ files: [String]) throws {
        guard let voices = try? Edge.voices() else { return }
        for file in files where !FileManager.default.fileExists(atPath: file) && !file.contains("/") {
            if (try? voices.resolve(file)) != nil {
                throw ValidationError(
                    "there is no file '\(file.quotedForMessage())'; to audit in several locales, separate them by commas: --locale en-US,\(file.quotedForMessage())"
                )
            }
        }
    }

    func run() throws {
        if list {
            try Edge.output(AuditRules.markdownTable)
            return
        }
        let voices = try Edge.voices()
        if let explain, let rule = AuditRules.rule(explain) {
            try Edge.output(try RuleExplanation(rule: rule, voices: voices).text)
            return
        }
        let project = try projectFile()
        // The command line's rules, locales and failure threshold, else the project file's.
        let only = onlyRules.isEmpty ? project.onlyRules : onlyRules
        let rules = AuditRules.configured(AuditRules.audit, for: project).filter {
            (only.isEmpty || only.contains($0.rule.id)) && !disabledRules.contains($0.rule.id)
        }
        let failOn = failOn ?? project.failOn.flatMap(FailOn.init(rawValue:)) ?? .error
        let run = AuditRun(
            rules: rules, settings: settings(project), locales: locales.isEmpty ? project.locales : locales,
            load: AppSource.load(url:),
            allLocales: ListenRun.allLocales(of:),
            voices: { locales in
                // The voice files, and espeak-ng's voice for a locale without one, as `listen` speaks.
                let speaking = try SpokenLocales(locales: locales, voices: voices)
                return (speaking.catalog, speaking.statuses)
            }, warn: Edge.warn, diagnose: Edge.standardError)
        let report = try run.report(files: files)
        // JSON and SARIF keep JSON's escapes on a terminal; JUnit's XML is shown as text is.
        try Edge.output(format.render(report), as: [.json, .sarif].contains(format) ? .json : .text)
        if report.fails(at: failOn.threshold) { throw ExitCode(ExitStatus.findings.rawValue) }
    }
}

extension AuditCommand {
    /// The project file: `--config`, or the one beside the first file, or none. A malformed one
    /// is an input error at its line.
    func projectFile() throws -> AuditProjectFile {
        let url =
            config.map { URL(fileURLWithPath: $0) }
            ?? files.first.flatMap { AuditProjectFile.beside(URL(fileURLWithPath: $0)) }
        return try url.map(Self.projectFile(at:)) ?? AuditProjectFile()
    }

    /// The thresholds: the command line's, else the project file's, else the guide's.
    func settings(_ project: AuditProjectFile) -> AuditSettings {
        var settings = project.settings
        settings.minimumTouchTarget = touchTarget ?? settings.minimumTouchTarget
        settings.maximumLabelLength = labelLength ?? settings.maximumLabelLength
        settings.orderTolerance = orderTolerance ?? settings.orderTolerance
        settings.coverageThreshold = coverage ?? settings.coverageThreshold
        return settings
    }

    /// The project file at `url`; its problems go to standard error as `file:line:column: error:`
    /// and end the command with an input error.
    static func projectFile(at url: URL) throws -> AuditProjectFile {
        do {
            return try AuditProjectFile.read(url: url)
        } catch {
            for diagnostic in error.diagnostics { Edge.standardError(diagnostic.description) }
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }
}

extension AuditFormat: ExpressibleByArgument {}

extension AuditThreshold {
    /// Checks the value its option was given, if any, as the project file checks its own.
    func validate(_ value: Double?) throws {
        guard let value, let problem = problem(with: value, written: value.messageText, name: option) else { return }
        throw ValidationError(problem)
    }
}
