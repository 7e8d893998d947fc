import AccessibilityModel
import AppFiles
import AppLoading
import Audit
import Findings
import Foundation
import Reporting
import SpeechBridge
import Synchronization
import Voices

/// What `earshot listen` was asked to do.
package struct ListenRequest {
    package var appFile: URL
    /// Loads the app file (the app, and the places the audit's findings name): called once the
    /// workers are starting, so that they load it at the same time.
    package var load: () throws -> LoadedApp
    /// The locales to render; nil for every locale the app's strings define.
    package var locales: [String]?
    package var output: URL
    package var jobs: Int
    package var baseline: URL?
    package var shard: Shard?
    package var rate: Int?
    package var pitch: Int?
    package var durationRatio: Double
    package var formats: Set<ReportFormat>
    package var progress: ListenProgress.Style
    /// The worker's command line (the `earshot` executable in its worker mode).
    package var workerCommand: [String]

    package init(
        appFile: URL, loaded load: @escaping @autoclosure () throws -> LoadedApp, locales: [String]?,
        output: URL, jobs: Int, baseline: URL? = nil, shard: Shard? = nil, rate: Int? = nil, pitch: Int? = nil,
        durationRatio: Double = DurationRule.defaultRatio, formats: Set<ReportFormat> = Set(ReportFormat.allCases),
        progress: ListenProgress.Style = .quiet, workerCommand: [String]
    ) {
        self.appFile = appFile
        self.load = load
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

/// What a run measured about its workers.
package struct ListenStatistics: Sendable {
    /// The largest peak resident memory of any process synthesising a work item, in bytes.
    package var peakWorkerMemory = 0
    /// Workers that had work: at most one per work item.
    package var workersUsed = 0
    /// Work items synthesised.
    package var items = 0
}

/// What a finished run reports back.
package struct ListenOutcome: Sendable {
    package var report: ListenReport
    package var summary: ListenSummary
    package var statistics: ListenStatistics
}

/// `earshot listen`: plans the screens and the work items, has worker processes synthesise the
/// items, assembles each screen as its items are done, runs the checks and writes the report
/// folder whole.
package enum ListenRun {
    /// The name of the file holding the whole report, read by `--baseline` and `merge`.
    package static let resultsFile = "results.json"

    /// Whether `output` holds a previous report to reuse.
    private static func isRerun(into output: URL) -> Bool {
        FileManager.default.fileExists(
            atPath: output.standardizedFileURL.appendingPathComponent(resultsFile).path)
    }

    /// Runs `request`. A first render into its folder starts the workers before the app is
    /// loaded; a re-run starts them only when its previous report cannot give every file.
    package static func run(_ request: ListenRequest) throws -> ListenOutcome {
        let previousReport = request.output.standardizedFileURL
        try ReportFolder.checkReplaceable(previousReport, inputs: [request.appFile])
        let rerun = isRerun(into: request.output)
        let earlyPool = rerun ? nil : try WorkerPool(command: request.workerCommand, jobs: request.jobs)
        defer { earlyPool?.close() }
        // The locales' voices are looked up in libespeak-ng once the app is loaded: the library
        // starts meanwhile, on this process's synthesis thread.
        Synthesizer.startLibrary()
        let loaded = try request.load()
        let appContent = try AppContent(of: loaded, appFile: request.appFile)
        let app = loaded.app
        // A locale no voice speaks is a usage error before one the app has no strings for.
        let locales = request.locales ?? allLocales(of: app)
        let voices = try SpokenLocales(locales: locales, voices: VoiceCatalog.standard())
        try requireStrings(for: locales, in: app)
        let baseline = try request.baseline.map(readReport)
        let plan = try ScreenPlan(
            app: app, locale: voices.profiles[locales[0]]?.locale ?? locales[0], voices: voices.catalog)
        var screens = LocaleScreen.all(locales: locales, plan: plan)
        if let shard = request.shard { screens = shard.select(screens) }
        let folder = try ReportFolder(target: request.output, inputs: loaded.sources + [request.appFile])
        do {
            let settings = RenderSettings(
                app: request.appFile.standardizedFileURL.path, locales: locales, output: folder.temporary.path,
                previous: rerun ? previousReport.path : nil, rate: request.rate, pitch: request.pitch,
                engine: RenderSettings.engineVersion(), espeakVoices: voices.espeakVoices)
            let rendering = ScreenRendering(
                screens: screens, renderer: ScreenRenderer(loaded: loaded, settings: settings, voices: voices),
                progress: ListenProgress(style: request.progress, total: screens.count))
            var statistics = ListenStatistics()
            if let earlyPool {
                // The workers take each item as soon as it is planned.
                let planning = Mutex<Result<Void, any Error>>(.success(()))
                let group = DispatchGroup()
                DispatchQueue.global().async(group: group) {
                    let planned = Result { try rendering.planScreens() }
                    planning.withLock { $0 = planned }
                }
                let measured = Result {
                    try earlyPool.run(next: rendering.next, settings: settings, finished: rendering.finished)
                }
                group.wait()
                try planning.withLock { $0 }.get()
                statistics = try measured.get()
            } else {
                try rendering.planScreens()
                if rendering.itemCount > 0 {
                    let pool = try WorkerPool(command: request.workerCommand, jobs: request.jobs)
                    defer { pool.close() }
                    statistics = try pool.run(next: rendering.next, settings: settings, finished: rendering.finished)
                }
            }
            statistics.items = rendering.itemCount
            let report = ListenReport(
                app: settings.app, appName: app.name, developmentLanguage: app.localizations.developmentLanguage,
                locales: locales.map { info($0, voices) }, plan: plan, shard: request.shard,
                results: try rendering.allResults(), findings: [], changes: [], hasBaseline: baseline != nil, rules: [],
                speech: ReportSpeech(rate: settings.rate, pitch: settings.pitch, engine: settings.engine),
                appContent: appContent)
            let summary = try finish(
                report, loaded: loaded, voices: voices, baseline: baseline, durationRatio: request.durationRatio,
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
        // The checks run over the app as it is now: it must be the app the shares were rendered from.
        if let rendered = first.appContent {
            let current = try AppContent(of: loaded, appFile: appFile)
            guard current == rendered else {
                throw ListenError.mismatchedShares([
                    "the app changed since the shares were rendered: \(ShareCheck.changes(from: rendered, to: current))"
                ])
            }
        }
        let locales = first.locales.map(\.locale)
        let voices = try SpokenLocales(locales: locales, voices: VoiceCatalog.standard())
        let baselineReport = try baseline.map(readReport)
        let folder = try ReportFolder(target: output, inputs: loaded.sources + [appFile] + folders)
        do {
            var byItem: [String: ScreenResult] = [:]
            for (share, directory) in zip(shares, folders) {
                for result in share.results {
                    byItem["\(result.locale)\u{0}\(result.screen)"] = result
                    try linkFiles(of: result, from: directory, into: folder.temporary)
                }
            }
            let results = LocaleScreen.all(locales: locales, plan: first.plan).compactMap {
                byItem["\($0.locale)\u{0}\($0.screen.name)"]
            }
            var report = first
            report.shard = nil
            report.results = results
            let missing = ShareCheck.missing(shares.compactMap(\.shard)).map {
                MissingShare($0, of: LocaleScreen.all(locales: locales, plan: first.plan))
            }
            report.missingShares = missing.isEmpty ? nil : missing
            report.hasBaseline = baselineReport != nil
            let summary = try finish(
                report, loaded: loaded, voices: voices, baseline: baselineReport, durationRatio: durationRatio,
                formats: formats, in: folder)
            return ListenOutcome(report: summary.0, summary: summary.1, statistics: ListenStatistics())
        } catch {
            Interruption.shared.waitIfInterrupted()
            folder.discard()
            throw error
        }
    }

    /// Checks, baseline comparison, the report files, and the rename into place.
    private static func finish(
        _ report: ListenReport, loaded: LoadedApp, voices: SpokenLocales, baseline: ListenReport?,
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
                VoiceCatalog.language(of: locale) == VoiceCatalog.language(of: localizations.developmentLanguage)
            if !sameLanguage,
                chain.first == nil || chain.first == localizations.developmentLanguage || chain.first == "Base"
            {
                throw ListenError.noStrings(locale: locale, available: available)
            }
        }
    }

    static func info(_ locale: String, _ voices: SpokenLocales) -> LocaleInfo {
        let profile = voices.profiles[locale]
        return LocaleInfo(
            locale: locale, voice: profile?.name ?? locale, status: voices.statuses[locale] ?? .own,
            rightToLeft: Locale.Language(identifier: locale).characterDirection == .rightToLeft)
    }

    /// A report folder's `results.json`.
    package static func readReport(_ folder: URL) throws -> ListenReport {
        let file = folder.appendingPathComponent(resultsFile)
        do {
            return try JSONDecoder().decode(ListenReport.self, from: Data(contentsOf: file))
        } catch {
            throw ListenError.unreadableReport(folder.path, ErrorReason.of(error))
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
