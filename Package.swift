// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
    import Glibc
#endif

/// The earshot executable links with its relative relocations packed (DT_RELR, through the
/// toolchain's lld): the loader then reads kilobytes instead of megabytes of relocations, and
/// each run starts about 2 ms sooner. Only where the C library the build runs on reads packed
/// relocations (glibc 2.36 and later), since the executable then requires it.
let packedRelocations: [LinkerSetting] = {
    #if canImport(Glibc)
        var text = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
        _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count)
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let version = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { !$0.isNumber }).compactMap {
            Int($0)
        }
        if version.count >= 2, (version[0], version[1]) >= (2, 36) {
            return [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]
        }
    #endif
    return []
}()

let package = Package(
    name: "Earshot",
    products: [
        .executable(name: "earshot", targets: ["earshot"]),
        .library(
            name: "EarshotKit",
            targets: [
                "AccessibilityModel", "AppFiles", "Localization", "Navigation", "ScreenFiles", "UtteranceRendering",
                "Voices",
            ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // C libraries, each behind a module map. Only SpeechBridge imports CEspeakNG and CALSA;
        // only Readings imports CMeCab (libmecab has no pkg-config file: the module map links it);
        // only REPL imports CEditLine; only Captures imports CLibXML2 (libxml2's SAX parser).
        .systemLibrary(
            name: "CEspeakNG", pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(
            name: "CALSA", pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(
            name: "CMeCab",
            providers: [.apt(["libmecab-dev"])]),
        .systemLibrary(
            name: "CEditLine", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),

        // How Earshot reports to the world: exit statuses, severity, messages quoting input,
        // terminal text, the standard streams, the input files a message names.
        .target(name: "Reporting"),
        // Files written whole or not at all (at once, together, or piece by piece), files a run can
        // make again written without a flush, and checks that an output path may be written.
        .target(name: "FileWriting", dependencies: ["Reporting"]),

        // Problems found in an app (audit rules, listening checks), shared by every output.
        .target(name: "Findings", dependencies: ["AppFiles", "Reporting"]),

        // Where Earshot's data (voices/, samples/) is: beside an installed executable, in a checkout,
        // or else the copy compiled in (Embedded/ links to both), unpacked into a cache directory.
        .target(name: "ResourceLocation", dependencies: ["Reporting"], exclude: ["Embedded"], plugins: ["EmbedFiles"]),
        // Compiles the files under a target's Embedded/ directory into it (Plugins/EmbedFiles), with
        // the tool that writes the Swift source.
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
        .executableTarget(name: "embed-files"),

        // How each locale sounds: the espeak-ng voice, rate and pitch of voices/<locale>.yaml.
        .target(
            name: "Voices",
            dependencies: ["ResourceLocation", "Reporting", "Readings", .product(name: "Yams", package: "Yams")]),
        // VoiceOver's own words per locale ("Button.", "List Start.", the hints), read from the voice
        // files and checked: every key present, placeholders as the phrase needs.
        .target(
            name: "VoiceOverWords", dependencies: ["Voices", "Reporting", .product(name: "Yams", package: "Yams")]),
        // The audio bridge: text segments with prosody -> PCM, word events, WAV, ALSA playback.
        .target(
            name: "SpeechBridge",
            dependencies: ["CEspeakNG", "CALSA", "FileWriting", "Voices", "Reporting", "WorkerProcesses"]),

        // An app's strings per locale: string tables, format strings, CLDR plural rules.
        .target(name: "Localization"),
        // The UIAccessibility model of an app: elements, traits, containers, screens, state.
        .target(name: "AccessibilityModel", dependencies: ["Localization", "Reporting"]),
        // An app read from a file, whatever its format: the loaded app and its warnings, located
        // diagnostics, where in a file, and why a file does not load.
        .target(name: "AppFiles", dependencies: ["AccessibilityModel", "Reporting"]),
        // Screen files (YAML / JSON) and localised string tables -> the model.
        .target(
            name: "ScreenFiles",
            dependencies: [
                "AccessibilityModel", "AppFiles", "Localization", "Reporting", "ResourceLocation",
                .product(name: "Yams", package: "Yams"),
            ]),

        // Captured accessibility trees of real apps (WebDriverAgent page sources, XCUITest
        // debugDescription dumps as printed or as lldb quotes them, idb's and AXe's accessibility
        // JSON; Formats/, one file a format) -> the model.
        .target(name: "Captures", dependencies: ["AccessibilityModel", "AppFiles", "CLibXML2", "Reporting"]),
        // Loading any file Earshot is given, screen file or capture, recognised by its content.
        .target(name: "AppLoading", dependencies: ["AppFiles", "Captures", "ScreenFiles"]),

        // The reading step: text as written -> text as a locale's voice reads it (emoji names from
        // Unicode CLDR, Japanese kana readings from MeCab). Only this module imports CMeCab.
        .target(name: "Readings", dependencies: ["CMeCab", "Reporting"]),

        // Utterance events: what the engine says, as segments, pauses and pitch hints.
        .target(name: "Utterances"),
        // VoiceOver's words for one element (label, value, traits, position, hints), per locale.
        .target(
            name: "SpokenDescription", dependencies: ["AccessibilityModel", "Utterances", "VoiceOverWords", "Voices"]),
        // The navigation engine: order, focus, gestures, rotor, notifications.
        .target(
            name: "Navigation",
            dependencies: [
                "Reporting", "AccessibilityModel", "Utterances", "SpokenDescription", "VoiceOverWords", "Voices",
            ]),
        // Renderings of utterance events: transcript, JSON Lines, captions, audio.
        .target(
            name: "UtteranceRendering",
            dependencies: ["FileWriting", "Reporting", "Readings", "Utterances", "SpeechBridge", "Voices"]),
        // `earshot compare`: walks of real VoiceOver (recorded by XCTest's VoiceOver service or
        // WebDriverAgent) read in each format and set beside what Earshot says, element by element.
        .target(name: "Comparison", dependencies: ["AppFiles", "Reporting", "ScreenFiles", "Utterances"]),
        // `earshot audit`: the guide's rules over every screen and locale, with what VoiceOver says
        // now and after the fix.
        .target(
            name: "Audit",
            dependencies: [
                "AppFiles", "Findings", "Reporting", "AccessibilityModel", "Localization", "Navigation",
                "SpokenDescription", "VoiceOverWords", "Voices", "ScreenFiles", "Utterances", "Readings",
                "SpeechBridge", .product(name: "Yams", package: "Yams"),
            ],
            resources: [.embedInCode("Words/HintWords.yaml")]),
        // Child processes of the earshot executable in a hidden worker mode, fed over pipes: the
        // listening run's renderers and the workshop's synthesis processes.
        .target(name: "WorkerProcesses"),
        // `earshot listen`: a whole app in every locale rendered by worker processes, and its report.
        .target(
            name: "Listening",
            dependencies: [
                "AppFiles", "AppLoading", "FileWriting",
                "Findings", "Reporting", "AccessibilityModel", "Localization", "Navigation",
                "SpeechBridge", "UtteranceRendering", "Utterances", "Voices",
                "Audit", "WorkerProcesses",
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            resources: [.embedInCode("Report/report.css"), .embedInCode("Report/report.js")]),
        // The interactive REPL and script runner.
        .target(
            name: "REPL",
            dependencies: [
                "CEditLine", "AccessibilityModel", "Navigation", "ScreenFiles", "SpokenDescription",
                "UtteranceRendering", "Utterances", "SpeechBridge", "Voices", "Reporting", "VoiceOverWords",
                "AppFiles", "AppLoading", "FileWriting",
                "Audit", "Findings",
            ]),

        // `earshot serve`: the workshop view. A web server showing the phone, the focus ring and the
        // captions in a browser, and streaming VoiceOver's speech to it as it is synthesised.
        .target(
            name: "Workshop",
            dependencies: [
                "AccessibilityModel", "AppFiles", "AppLoading", "Audit", "Findings", "Navigation", "Reporting",
                "ScreenFiles", "SpeechBridge", "SpokenDescription", "UtteranceRendering", "Utterances", "Voices",
                "WorkerProcesses",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/workshop.js"), .embedInCode("Page/workshop.css"),
            ]),

        // Budgets of docs/benchmarks.md, measured: `earshot bench`.
        .target(
            name: "Benchmarks",
            dependencies: [
                "AccessibilityModel", "Navigation", "ScreenFiles", "SpeechBridge", "UtteranceRendering",
                "Voices", "REPL", "ResourceLocation", "AppFiles", "AppLoading", "Captures", "Listening", "Audit",
                "Findings", "Workshop", "Comparison", "Utterances", "Readings", "Reporting",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: packedRelocations),

        // The command line: one thin file per subcommand (`earshot` runs it).
        .target(
            name: "EarshotCommands",
            dependencies: [
                "ResourceLocation",
                "REPL", "AccessibilityModel", "Navigation", "Reporting", "ScreenFiles", "SpokenDescription",
                "VoiceOverWords",
                "UtteranceRendering", "Utterances", "SpeechBridge", "Voices", "Benchmarks", "AppFiles", "AppLoading",
                "Captures", "Listening", "FileWriting",
                "Findings", "Audit", "Workshop", "Comparison", "Readings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(name: "earshot", dependencies: ["EarshotCommands"]),
        // The benchmark's baseline: the same texts synthesised by C calling libespeak-ng directly.
        .executableTarget(name: "espeak-baseline", dependencies: ["CEspeakNG"]),

        // What several test targets share: Debian's Python, to check Earshot against.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "ReportingTests", dependencies: ["Reporting"]),
        .testTarget(name: "FileWritingTests", dependencies: ["FileWriting", "Reporting"]),
        // Tests beside the module they test: voice files and locale matching; plural rules (against
        // CLDR's, through Debian's Python); templates and app state (on the samples).
        .testTarget(
            name: "VoicesTests", dependencies: ["Voices", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(
            name: "AccessibilityModelTests", dependencies: ["AccessibilityModel", "Localization", "ScreenFiles"]),
        // The EmbedFiles plugin on fixtures that are hard to put in a Swift literal.
        .testTarget(name: "EmbedFilesTests", exclude: ["Embedded"], plugins: ["EmbedFiles"]),
        // The README's Swift examples, compiled and run (they import only EarshotKit's modules), and
        // every command example of README.md and docs/ run or parsed as a person types it.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "AccessibilityModel", "Navigation", "ScreenFiles", "UtteranceRendering", "Voices", "EarshotCommands",
                "TestSupport",
            ]),
        .testTarget(
            name: "SpeechBridgeTests",
            dependencies: [
                "SpeechBridge", "Voices", "Reporting", "TestSupport", .product(name: "Yams", package: "Yams"),
            ]),
        .testTarget(
            name: "ScreenFilesTests",
            dependencies: [
                "AppFiles", "ScreenFiles", "AccessibilityModel", "Localization", "Reporting", "TestSupport",
            ]),
        .testTarget(
            name: "SpokenDescriptionTests",
            dependencies: ["SpokenDescription", "Utterances", "Voices", "AccessibilityModel", "VoiceOverWords"]),
        .testTarget(
            name: "NavigationTests",
            dependencies: [
                "Navigation", "ScreenFiles", "AccessibilityModel", "Utterances", "Voices", "ResourceLocation",
                "SpokenDescription", "TestSupport",
            ]),
        // The reading step against the data it reads and MeCab's own command line.
        .testTarget(
            name: "ReadingsTests",
            dependencies: [
                "Readings", "UtteranceRendering", "Utterances", "SpeechBridge", "Voices", "VoiceOverWords",
                "TestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "UtteranceRenderingTests",
            dependencies: ["UtteranceRendering", "Utterances", "SpeechBridge", "Voices"]),
        // The command line and the whole path from a screen file to audio.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "FileWriting", "Navigation", "Reporting", "ScreenFiles", "SpokenDescription", "UtteranceRendering",
                "Utterances", "SpeechBridge", "Voices", "ResourceLocation", "TestSupport",
            ]),
        // The localisation checks, and `earshot listen` end to end (files, browser, shards).
        .testTarget(
            name: "ListeningTests",
            dependencies: [
                "Listening", "Audit", "Findings", "Localization", "SpeechBridge", "Utterances", "Voices",
                "VoiceOverWords", "AccessibilityModel", "TestSupport",
            ],
            exclude: ["Fixtures", "Browser"]),
        // Captures of real apps: every fixture imported and heard, round trips, hostile XML.
        .testTarget(
            name: "CapturesTests",
            dependencies: [
                "AppFiles", "AppLoading", "Captures", "Navigation", "ScreenFiles", "AccessibilityModel",
                "UtteranceRendering", "Utterances", "Voices", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        // Every audit rule's examples, the outputs and `earshot audit` end to end.
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "Findings", "Reporting", "AccessibilityModel", "ScreenFiles", "Voices", "ResourceLocation",
                "AppFiles", "AppLoading", "SpeechBridge", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        // Lines and frames read from worker processes' pipes.
        .testTarget(name: "WorkerProcessesTests", dependencies: ["WorkerProcesses"]),
        // The workshop server: its protocol and sessions, its synthesis scheduling and processes,
        // the server over real WebSockets, and the page in headless Chromium.
        .testTarget(
            name: "WorkshopTests",
            dependencies: [
                "Workshop", "Benchmarks", "Navigation", "REPL", "Reporting", "SpeechBridge", "Voices", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            exclude: ["Browser"]),
        // Walk formats, artefacts, alignment and `earshot compare` end to end.
        .testTarget(
            name: "ComparisonTests",
            dependencies: [
                "Comparison", "Navigation", "ScreenFiles", "Utterances", "Voices", "ResourceLocation", "TestSupport",
            ],
            exclude: ["Fixtures", "Browser"]),
        .testTarget(
            name: "REPLTests",
            dependencies: [
                "REPL", "Navigation", "ScreenFiles", "Utterances", "UtteranceRendering", "SpeechBridge", "Voices",
                "VoiceOverWords", "AccessibilityModel", "TestSupport",
            ]),
    ]
)

// The libFuzzer targets (Fuzz/), built only by `scripts/fuzz`, which sets EARSHOT_FUZZ=1 and
// adds `-sanitize=fuzzer`; the package's own build and tests never see them.
if Context.environment["EARSHOT_FUZZ"] == "1" {
    package.targets += [
        .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
        .executableTarget(
            name: "earshot-fuzz",
            dependencies: [
                "CFuzzerDriver", "REPL", "AppFiles", "ScreenFiles", "AccessibilityModel", "Localization", "Captures",
                "Navigation",
                "Audit", "UtteranceRendering", "Utterances", "Voices", "EarshotCommands", "Comparison", "Reporting",
                "Listening", "SpeechBridge",
            ],
            path: "Fuzz/earshot-fuzz"),
    ]
}
