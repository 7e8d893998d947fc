import AccessibilityModel
import AppFiles
import AppLoading
import Audit
import Findings
import Foundation
import Synchronization
import Voices

/// What `earshot listen` was asked to do.
public struct ListenRequest: Sendable {
    public var appFile: URL
    /// The app file as loaded: the app, and the places the audit's findings name.
    public var loaded: LoadedApp
    public var app: App { loaded.app }
    /// The locales to render; nil for every locale the app's strings define.
    public var locales: [String]?
    public var output: URL
    public var jobs: Int
    public var baseline: URL?
    public var shard: Shard?
    public var rate: Int?
    public var pitch: Int?
    public var durationRatio: Double
    public var formats: Set<ReportFormat>
    public var progress: ListenProgress.Style
    /// The worker's command line (the `earshot` executable in its worker mode).
    public var workerCommand: [String]

    package init(
        appFile: URL, loaded: LoadedApp, locales: [String]?, output: URL, jobs: Int, baseline: URL? = nil,
        shard: Shard? = nil, rate: Int? = nil, pitch: Int? = nil, durationRatio: Double = DurationRule.defaultRatio,
        formats: Set<ReportFormat> = Set(ReportFormat.allCases), progress: ListenProgress.Style = .quiet,
        workerCommand: [String]
    ) {
        self.appFile = appFile
        self.loaded = loaded
        self.locales = locales
        self.output = output
        self.jobs = jobs
        self.baseline = baseline
        self.shard = shard
        self.rate = rate
        self.pitch = pitch
        self.durationRatio = durationRatio
        self.formats = formats
        self.progress = progress
        self.workerCommand = workerCommand
    }
}

/// What a finished run reports back.
public struct ListenOutcome: Sendable {
    public var report: ListenReport
    public var summary: ListenSummary
    public var statistics: WorkerPool.Statistics
}

/// `earshot listen`: plans the screens, renders them in worker processes, runs the checks and
/// writes the report folder whole.
public enum ListenRun {
    /// The name of the file holding the whole report, read by `--baseline` and `merge`.
    public static let resultsFile = "results.json"

    /// The workers of a first render into `output`, started before the app is loaded so that
    /// they load it at the same time; nil for a re-run, which starts them only for the screens
    /// its previous report cannot give. ``run(_:workers:)`` takes them; close them if it is not
    /// called.
    public static func startWorkers(
        appFile: URL, output: URL, jobs: Int, workerCommand: [String]
    ) throws -> WorkerPool? {
        guard !isRerun(into: output) else { return nil }
        return try WorkerPool(command: command(workerCommand, app: appFile), jobs: jobs)
    }

    /// The worker's command line for `app`: the app's path goes last, to load before the settings
    /// arrive.
    private static func command(_ workerCommand: [String], app: URL) -> [String] {
        workerCommand + [app.standardizedFileURL.path]
    }

    /// Whether `output` holds a previous report to reuse.
    private static func isRerun(into output: URL) -> Bool {
        FileManager.default.fileExists(
            atPath: output.standardizedFileURL.appendingPathComponent(resultsFile).path)
    }

    /// Runs `request`, with `workers` from ``startWorkers(appFile:output:jobs:workerCommand:)``
    /// when they were started early.
    public static func run(_ request: ListenRequest, workers: WorkerPool? = nil) throws -> ListenOutcome {
        let workerCommand = command(request.workerCommand, app: request.appFile)
        let previousReport = request.output.standardizedFileURL
        let rerun = isRerun(into: request.output)
        let earlyPool = try workers ?? (rerun ? nil : WorkerPool(command: workerCommand, jobs: request.jobs))
        defer { earlyPool?.close() }
        let app = request.app
        // A locale no voice speaks is a usage error before one the app has no strings for.
        let locales = request.locales ?? allLocales(of: app)
        let voices = try ListeningVoices(locales: locales, voices: VoiceCatalog.standard())
        try requireStrings(for: locales, in: app)
        let baseline = try request.baseline.map(readReport)
        let plan = try ScreenPlan(
            app: app, locale: voices.profiles[locales[0]]?.locale ?? locales[0], voices: voices.catalog)
        var items = WorkItem.all(locales: locales, plan: plan)
        if let shard = request.shard { items = shard.select(items) }
        let folder = try ReportFolder(target: request.output)
        do {
            let previous = rerun ? previousReport.path : nil
            let settings = RenderSettings(
                app: request.appFile.standardizedFileURL.path, locales: locales, output: folder.temporary.path,
                previous: previous, rate: request.rate, pitch: request.pitch, engine: RenderSettings.engineVersion())
            let progress = ListenProgress(style: request.progress, total: items.count)
            // Screens whose audio is all in the previous report are linked here; the workers
            // render the rest.
            var reused: [WorkItem: ScreenResult] = [:]
            if previous != nil {
                let renderer = ScreenRenderer(
                    loaded: request.loaded, settings: settings, voices: voices, synthesizer: nil)
                for item in items {
                    guard let result = try renderer.reuse(item) else { continue }
                    reused[item] = result
                    progress.advance(item)
                }
            }
            let remaining = items.filter { reused[$0] == nil }
            let latePool =
                earlyPool != nil || remaining.isEmpty ? nil : try WorkerPool(command: workerCommand, jobs: request.jobs)
            defer { latePool?.close() }
            let pool = earlyPool ?? latePool
            let (rendered, statistics) =
                try pool?.run(
                    remaining, order: WorkItem.largestFirst(remaining, in: app), settings: settings,
                    progress: progress.advance)
                ?? ([], WorkerPool.Statistics(peakWorkerMemory: 0))
            try? FileManager.default.removeItem(at: folder.temporary.appendingPathComponent(ElementClaims.folderName))
            var renderedResults = rendered.makeIterator()
            let results = items.compactMap { reused[$0] ?? renderedResults.next() }
            let report = ListenReport(
                app: settings.app, appName: app.name, developmentLanguage: app.localizations.developmentLanguage,
                locales: locales.map { info($0, voices) }, plan: plan, shard: request.shard, results: results,
                findings: [], changes: [], hasBaseline: baseline != nil, rules: [],
                speech: ReportSpeech(rate: settings.rate, pitch: settings.pitch, engine: settings.engine))
            let summary = try finish(
                report, loaded: request.loaded, voices: voices, baseline: baseline,
                durationRatio: request.durationRatio,
                formats: request.formats, in: folder)
            return ListenOutcome(report: summary.0, summary: summary.1, statistics: statistics)
        } catch {
            Interruption.shared.waitIfInterrupted()
            folder.discard()
            throw error
        }
    }

    /// `earshot listen merge DIR…`: the shares of a sharded run joined into one report, whose
    /// findings are those of one run over the whole app.
    package static func merge(
        _ folders: [URL], output: URL, baseline: URL? = nil, durationRatio: Double = DurationRule.defaultRatio,
        formats: Set<ReportFormat> = Set(ReportFormat.allCases), allowPartial: Bool = false
    ) throws -> ListenOutcome {
        let shares = try folders.map(readReport)
        guard let first = shares.first else { throw ListenError.unreadableReport(output.path, "no reports to merge") }
        let problems = ShareCheck.problems(Array(zip(shares, folders)), allowPartial: allowPartial)
        guard problems.isEmpty else { throw ListenError.mismatchedShares(problems) }
        let appFile = URL(fileURLWithPath: first.app)
        let loaded: LoadedApp
        do {
            loaded = try AppSource.load(url: appFile)
        } catch {
            throw ListenError.unreadableReport(first.app, "the app of the report cannot be loaded: \(error)")
        }
        let locales = first.locales.map(\.locale)
        let voices = try ListeningVoices(locales: locales, voices: VoiceCatalog.standard())
        let baselineReport = try baseline.map(readReport)
        let folder = try ReportFolder(target: output)
        do {
            var byItem: [String: ScreenResult] = [:]
            for (share, directory) in zip(shares, folders) {
                for result in share.results {
                    byItem["\(result.locale)\u{0}\(result.screen)"] = result
                    try linkFiles(of: result, from: directory, into: folder.temporary)
                }
            }
            let results = WorkItem.all(locales: locales, plan: first.plan).compactMap {
                byItem["\($0.locale)\u{0}\($0.screen.name)"]
            }
            var report = first
            report.shard = nil
            report.results = results
            report.hasBaseline = baselineReport != nil
            let summary = try finish(
                report, loaded: loaded, voices: voices, baseline: baselineReport, durationRatio: durationRatio,
                formats: formats, in: folder)
            return ListenOutcome(report: summary.0, summary: summary.1, statistics: .init(peakWorkerMemory: 0))
        } catch {
            Interruption.shared.waitIfInterrupted()
            folder.discard()
            throw error
        }
    }

    /// Checks, baseline comparison, the report files, and the rename into place.
    private static func finish(
        _ report: ListenReport, loaded: LoadedApp, voices: ListeningVoices, baseline: ListenReport?,
        durationRatio: Double,
        formats: Set<ReportFormat>, in folder: ReportFolder
    ) throws -> (ListenReport, ListenSummary) {
        var report = report
        let checks = ReportChecks(
            loaded: loaded, appFile: URL(fileURLWithPath: report.app), voices: voices, durationRatio: durationRatio)
        report.rules = checks.rules.map(\.rule)
        report.findings = try checks.findings(locales: report.locales.map(\.locale), results: report.results)
        report.changes = baseline.map { BaselineComparison.changes(from: $0, to: report) } ?? []
        let summary = ListenSummary(report)
        let captions = Dictionary(
            report.results.map { result in
                (
                    result.captions,
                    (try? String(contentsOf: folder.temporary.appendingPathComponent(result.captions), encoding: .utf8))
                        ?? ""
                )
            }, uniquingKeysWith: { first, _ in first })
        let finished = report
        var documents: [(name: String, make: @Sendable () throws -> String)] = [
            // results.json is for programs (one line); summary.json is read by people too.
            (resultsFile, { try json(finished, pretty: false) }),
            ("summary.json", { try json(summary, pretty: true) }),
        ]
        for format in ReportFormat.allCases where formats.contains(format) {
            documents.append((format.fileName, { try format.document(finished, captions: captions) }))
        }
        // The workers have ended: the documents are made side by side on the free cores.
        let makers = documents.map(\.make)
        let made = Mutex([Result<String, any Error>](repeating: .success(""), count: documents.count))
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let document = Result { try makers[index]() }
            made.withLock { $0[index] = document }
        }
        for (document, text) in zip(documents, made.withLock { $0 }) {
            try folder.write(try text.get(), to: document.name)
        }
        try folder.commit()
        return (report, summary)
    }

    /// `value` as JSON with sorted keys and unescaped slashes, ending in a newline.
    private static func json(_ value: some Encodable, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// Every localisation of the app's strings, the development language first.
    package static func allLocales(of app: App) -> [String] {
        let development = app.localizations.developmentLanguage
        let available = app.localizations.localizationNames.filter { $0 != "Base" }
        return [development] + available.filter { $0 != development }
    }

    /// A named locale the app has no strings for is an input error, when the app has string
    /// tables at all; an app without any (a capture, a screen file of literal labels) says its
    /// labels as written in whichever locale is asked for.
    static func requireStrings(for requested: [String], in app: App) throws {
        let localizations = app.localizations
        let available = localizations.localizationNames.filter { $0 != "Base" }
        guard !available.isEmpty else { return }
        for locale in requested {
            let chain = localizations.fallbackChain(for: locale)
            let sameLanguage =
                LocaleContext.language(of: locale) == LocaleContext.language(of: localizations.developmentLanguage)
            if !sameLanguage,
                chain.first == nil || chain.first == localizations.developmentLanguage || chain.first == "Base"
            {
                throw ListenError.noStrings(locale: locale, available: available)
            }
        }
    }

    static func info(_ locale: String, _ voices: ListeningVoices) -> LocaleInfo {
        let profile = voices.profiles[locale]
        return LocaleInfo(
            locale: locale, voice: profile?.name ?? locale, status: voices.statuses[locale] ?? .own,
            rightToLeft: Locale.Language(identifier: locale).characterDirection == .rightToLeft)
    }

    /// A report folder's `results.json`.
    public static func readReport(_ folder: URL) throws -> ListenReport {
        let file = folder.appendingPathComponent(resultsFile)
        do {
            return try JSONDecoder().decode(ListenReport.self, from: Data(contentsOf: file))
        } catch {
            throw ListenError.unreadableReport(folder.path, ListenError.reason(error))
        }
    }

    /// Hard-links a share's audio into the merged report.
    private static func linkFiles(of result: ScreenResult, from directory: URL, into target: URL) throws {
        for path in [result.audio, result.captions] + result.elements.map(\.audio) {
            let destination = target.appendingPathComponent(path)
            guard !FileManager.default.fileExists(atPath: destination.path) else { continue }
            try ReportFolder.makeFolder(containing: path, in: target)
            guard ScreenRenderer.link(directory.appendingPathComponent(path), to: destination) else {
                throw ListenError.unreadableReport(directory.path, "\(path) is missing")
            }
        }
    }
}
