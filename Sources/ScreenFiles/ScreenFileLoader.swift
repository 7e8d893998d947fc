import AccessibilityModel
import AppFiles
import Foundation
import Localization
import Reporting
import ResourceLocation

/// Loads screen files (YAML or JSON) with their strings tables into an ``App``.
///
/// A file is either an app (`screens:` list, which may `include:` other files) or one screen
/// (`elements:` at the top). Strings tables beside each file (`*.lproj/*.strings`,
/// `*.lproj/*.stringsdict`, `*.xcstrings`) and inline `strings:` are merged. Every problem is
/// reported with file, line and column; a file with any error does not load.
public enum ScreenFileLoader {
    /// The sample opened when Earshot starts without a file, inside the `samples` directory.
    public static let defaultSampleName = "app.yaml"

    /// The built-in sample app, opened when a command is given no file.
    public static func defaultSample() throws(ResourceError) -> URL {
        try ResourceDirectory.locate("samples").appendingPathComponent(defaultSampleName)
    }

    /// Included files may include others up to this depth. (Each file is read once: a file
    /// included a second time is an error, so includes can never multiply.)
    static let maximumIncludeDepth = 16

    /// Loads the file at `url`, and its strings tables and includes.
    public static func load(url: URL) throws(LoadError) -> LoadedApp {
        let data: Data
        do {
            data = try InputFile.read(url, streams: true)
        } catch {
            throw LoadError(reading: error)
        }
        return try load(data: data, url: url)
    }

    /// Loads a screen file's contents, read already from `url`; its strings tables, includes and
    /// screenshots are looked for beside it, or, for a pipe (`/dev/stdin`, `<(…)`), in the
    /// working directory.
    public static func load(data: consuming Data, url: URL) throws(LoadError) -> LoadedApp {
        var status = stat()
        let isFile = stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        let folder =
            isFile ? url.deletingLastPathComponent() : URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try load(LoadSession(rootDirectory: folder), data: data, name: url.path, url: isFile ? url : nil)
    }

    /// Loads a screen file's contents. `name` names it in diagnostics and decides the format
    /// (`.json` is JSON; otherwise JSON is tried when the text starts with `{`, then YAML).
    /// Strings tables and includes are looked for in `directory` when given.
    public static func load(data: consuming Data, name: String, directory: URL? = nil) throws(LoadError) -> LoadedApp {
        try load(
            LoadSession(rootDirectory: directory), data: data, name: name,
            url: directory?.appendingPathComponent((name as NSString).lastPathComponent))
    }

    /// A file at least this large has the memory of its text and nodes handed back once it is read.
    static let largeFile = 1 << 20

    /// Runs `session` on `data`, which it lets go once the app is read. After a large file, the
    /// memory of its text and of the nodes read from it, freed with the session, is handed back
    /// to the system: what comes next (resolving a screen of 100,000 elements) would otherwise
    /// take its memory on top.
    private static func load(
        _ session: consuming LoadSession, data: consuming Data, name: String, url: URL?
    ) throws(LoadError) -> LoadedApp {
        let isLarge = data.count >= largeFile
        let loaded = try run(session, data: data, name: name, url: url)
        if isLarge { FreedMemory.handBack() }
        return loaded
    }

    /// The session's load, the session gone when it returns.
    private static func run(
        _ session: consuming LoadSession, data: consuming Data, name: String, url: URL?
    ) throws(LoadError) -> LoadedApp {
        var session = session
        return try session.run(data: data, name: name, url: url)
    }
}

/// One load: the root file, its includes, its strings, and the diagnostics of all of them.
///
/// What the root file names (includes, strings tables, screenshots) is read only from the root
/// file's folder and the folders below it, with `..` and symbolic links resolved: a screen file
/// from elsewhere cannot make Earshot read, and quote in its messages, files beside it.
private struct LoadSession {
    let rootDirectory: URL?
    let log = DiagnosticLog()
    var screenSources: [String: SourceLocator.ScreenSource] = [:]
    /// The files being read, the root first and the innermost include last (standardised paths).
    var includeStack: [String] = []
    /// Where each file was included, by standardised path: each is read once.
    var included: [String: SourceLocation] = [:]
    /// The screenshots the screens name, readable or not.
    var screenshots: [URL] = []
    /// Where each screen's elements are written, for the screens of ``screenSources``.
    var elementPlaces: [String: (file: String, place: ElementLocations.Place)] = [:]

    init(rootDirectory: URL?) {
        self.rootDirectory = rootDirectory
    }

    mutating func run(data: consuming Data, name: String, url: URL?) throws(LoadError) -> LoadedApp {
        let parsed = parse(data: data, name: name)
        // A YAML file's bytes are let go once parsed; a JSON file's nodes read from them until
        // the app is read (``JSONText``).
        _ = consume data
        guard let document = parsed else {
            throw LoadError(diagnostics: log.sorted, sources: url.map { [$0] } ?? [])
        }
        if let url { includeStack.append(url.standardizedFileURL.path) }
        var screens: [Screen] = []
        var variables = document.variables
        var inlineStrings = document.strings
        var stringSources = document.stringLocations
        var directories: [URL] = rootDirectory.map { [$0] } ?? []
        collect(
            document, file: name, directory: rootDirectory, depth: 0, screens: &screens, variables: &variables,
            strings: &inlineStrings, stringSources: &stringSources, directories: &directories)

        var tables: [String: [String: LocalizedString]] = [:]
        var sourceLanguage: String?
        var tablesComplete = true
        var sources = (url.map { [$0] } ?? []) + included.keys.sorted().map { URL(fileURLWithPath: $0) }
        let tableLoader = StringTableLoader(log: log, displayPath: { $0.path }, folder: rootDirectory)
        for directory in directories {
            let loaded = tableLoader.load(directory: directory)
            sourceLanguage = sourceLanguage ?? loaded.sourceLanguage
            sources += loaded.files
            tablesComplete = tablesComplete && loaded.complete
            for (localization, entries) in loaded.tables {
                tables[localization, default: [:]].merge(entries) { old, _ in old }
            }
        }
        for (localization, entries) in inlineStrings {
            tables[localization, default: [:]].merge(entries) { _, new in new }
        }

        let app = App(
            name: document.name, screens: screens, initialScreen: document.initialScreen, variables: variables,
            actions: document.actions,
            localizations: Localizations(
                developmentLanguage: document.developmentLanguage ?? sourceLanguage ?? "en", tables: tables))
        let locator = SourceLocator(appFile: name, appNode: document.root, screens: screenSources)
        // A table with an error is reported once, not again for each key it would have defined.
        for issue in app.validate(checkingStringKeys: tablesComplete) {
            let location = locator.locate(issue.location)
            var message = issue.message
            if let related = issue.related {
                let first = locator.locate(related)
                message +=
                    " (first at \(first.file == location.file ? "" : first.file + ":")\(first.line):\(first.column))"
            }
            log.append(Diagnostic(issue.severity == .error ? .error : .warning, at: location, message))
        }
        for screen in app.screens where screenSources[screen.name] != nil {
            for path in screen.framelessElements {
                log.append(
                    Diagnostic(
                        .warning, at: locator.locate(ModelLocation(screen: screen.name, elementPath: path)),
                        "no frame: VoiceOver does not reach an element of zero size; give it an accessibilityFrame [x, y, width, height]"
                    ))
            }
        }
        let diagnostics = log.sorted
        sources += screenshots
        if log.hasErrors { throw LoadError(diagnostics: diagnostics, sources: sources) }
        // The files' nodes are let go once the app is read: findings are placed from a table.
        let located = elementPlaces.mapValues { ElementLocations(screen: $0.place, file: $0.file) }
        return LoadedApp(
            app: app, warnings: diagnostics, sources: sources,
            locateElement: { screen, path in located[screen]?.locate(path) },
            locateString: { [stringSources] table, key in stringSources[table]?[key] })
    }

    /// Reads one file into a document; nil after reporting why it cannot be read.
    func parse(data: Data, name: String) -> DecodedDocument? {
        let root: SourceNode
        do {
            root = try SourceParser.parse(data: data, name: name)
        } catch {
            log.error(error.location, error.message)
            return nil
        }
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        let decoder = DocumentDecoder(
            reader: NodeReader(file: name, log: log), defaultScreenName: base.isEmpty ? "screen" : base)
        return decoder.decode(root)
    }

    /// A screen's screenshot made absolute (it is written relative to the file that names it),
    /// when it can be shown; nil, with an error at the path, when it cannot.
    mutating func screenshot(_ path: String, of screen: SourceNode, file: String, directory: URL?) -> String? {
        var location = screen.location(in: file)
        if case .mapping(let pairs) = screen.value,
            let pair = pairs.first(where: {
                if case .scalar(let key) = $0.key.value { key.text == "screenshot" } else { false }
            })
        {
            location = pair.value.location(in: file)
        }
        guard let directory else {
            log.error(
                location,
                "cannot find the screenshot '\(path.quotedForMessage())': the file's directory is unknown; load it from a file"
            )
            return nil
        }
        let url = directory.appendingPathComponent(path).standardizedFileURL
        if let outside = outsideTheAppFolder(url) {
            log.error(location, "cannot use the screenshot '\(path.quotedForMessage())': \(outside)")
            return nil
        }
        screenshots.append(url)
        if let problem = ScreenshotFile.problem(at: url) {
            log.error(
                location,
                "the screenshot '\(path.quotedForMessage())' \(problem); a screenshot is a PNG named relative to this file"
            )
            return nil
        }
        return url.path
    }

    /// Why `url` may not be read (it is outside the root file's folder, once `..` and symbolic
    /// links are resolved); nil when it may.
    func outsideTheAppFolder(_ url: URL) -> String? {
        guard let rootDirectory, !InputFile.isInside(url, folder: rootDirectory) else { return nil }
        return "it is outside the app's folder \(rootDirectory.standardizedFileURL.path.quotedForMessage()); "
            + "a screen file reads only files in its own folder and below (docs/limits.md)"
    }

    /// Adds a document's screens (reading includes in place) and remembers where each came from.
    mutating func collect(
        _ document: DecodedDocument, file: String, directory: URL?, depth: Int, screens: inout [Screen],
        variables: inout [Variable], strings: inout [String: [String: LocalizedString]],
        stringSources: inout [String: [String: SourceLocation]], directories: inout [URL]
    ) {
        for item in document.screens {
            switch item {
            case .screen(var screen, let node, let place):
                if let path = screen.screenshot {
                    screen.screenshot = screenshot(path, of: node, file: file, directory: directory)
                }
                screens.append(screen)
                if screenSources[screen.name] == nil {
                    screenSources[screen.name] = .init(file: file, node: node)
                    elementPlaces[screen.name] = (file, place)
                }
            case .include(let path, let node):
                guard let directory else {
                    log.error(
                        node.location(in: file),
                        "cannot include '\(path.quotedForMessage())': the file's directory is unknown; load it from a file"
                    )
                    continue
                }
                let url = directory.appendingPathComponent(path).standardizedFileURL
                if let outside = outsideTheAppFolder(url) {
                    log.error(node.location(in: file), "cannot include '\(path.quotedForMessage())': \(outside)")
                    continue
                }
                guard !includeStack.contains(url.path) else {
                    log.error(
                        node.location(in: file),
                        "include cycle: '\(path.quotedForMessage())' is already being read; remove one of the includes")
                    continue
                }
                if let first = included[url.path] {
                    log.error(
                        node.location(in: file),
                        "'\(path.quotedForMessage())' is already included (at \(first.file.quotedForMessage()):\(first.line):\(first.column)); include each file once"
                    )
                    continue
                }
                guard depth < ScreenFileLoader.maximumIncludeDepth else {
                    log.error(
                        node.location(in: file),
                        "includes nest deeper than \(ScreenFileLoader.maximumIncludeDepth) files (ScreenFileLoader.maximumIncludeDepth); include '\(path.quotedForMessage())' from a file nearer the top"
                    )
                    continue
                }
                included[url.path] = node.location(in: file)
                let data: Data
                do {
                    data = try InputFile.read(url)
                } catch {
                    log.error(
                        node.location(in: file),
                        "cannot read included file '\(path.quotedForMessage())' (\(url.path.quotedForMessage()): \(error.reason))"
                    )
                    continue
                }
                guard let included = parse(data: data, name: url.path) else { continue }
                includeStack.append(url.path)
                variables += included.variables
                for (localization, entries) in included.strings {
                    strings[localization, default: [:]].merge(entries) { old, _ in old }
                }
                for (localization, locations) in included.stringLocations {
                    stringSources[localization, default: [:]].merge(locations) { old, _ in old }
                }
                let includedDirectory = url.deletingLastPathComponent()
                if !directories.contains(includedDirectory) { directories.append(includedDirectory) }
                collect(
                    included, file: url.path, directory: includedDirectory, depth: depth + 1, screens: &screens,
                    variables: &variables, strings: &strings, stringSources: &stringSources,
                    directories: &directories)
                includeStack.removeLast()
            }
        }
    }
}
