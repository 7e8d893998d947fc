import AppFiles
import Foundation
import Reporting
import SpeechBridge
import Voices

/// The run's side of rendering screens: describes each screen, reuses what the folder of an
/// earlier report has, and, once every element's file is written, makes the screen's WAV file
/// with one caption cue per element. Workers write the
/// elements' files (see ``WorkPlan``); the kernel copies their samples into the screen's.
package struct ScreenRenderer: Sendable {
    let describer: ScreenDescriber
    let output: URL
    /// `output` and `previous` as paths: what each element's files are named from, many times a
    /// screen.
    private let outputPath: String
    private let previous: URL?
    private let previousPath: String?

    /// Silence between elements in the whole-screen audio.
    package static let gapMilliseconds = 500

    /// A renderer of the app file `loaded` (the app, and the places the audit's findings name).
    init(loaded: LoadedApp, settings: RenderSettings, voices: SpokenLocales) {
        describer = ScreenDescriber(app: loaded.app, settings: settings, voices: voices)
        output = URL(fileURLWithPath: settings.output)
        outputPath = output.path
        previous = settings.previous.map { URL(fileURLWithPath: $0) }
        previousPath = previous?.path
    }

    /// A screen described, and the folders its files go to made.
    func describe(_ screen: LocaleScreen) throws -> ScreenDescriber.DescribedScreen {
        try Interruption.shared.whileWriting { try ReportFolder.makeFolder("audio/\(screen.locale)", in: output) }
        return try describer.describe(screen)
    }

    /// What the elements of `item` say, for its worker, and the files their audio goes to.
    func speech(of item: WorkItem, _ described: ScreenDescriber.DescribedScreen) -> [ElementSpeech] {
        let format = describer.speechFormat(item.screen.locale)
        return item.elements.map { position in
            ElementSpeech(
                request: format.render(described.utterances[position]),
                file: outputPath + "/" + described.elements[position].audio)
        }
    }

    /// Whether the element's file at `path` needs no synthesis: it is in this report already,
    /// or the previous report has it and it is now linked here.
    func isReady(_ path: String) -> Bool {
        writtenDuration(path) != nil
            || (previousDuration(path) != nil && Interruption.shared.whileWriting { linkFromPrevious(path) })
    }

    /// The screen's result once every element's file is written, its elements at `synthesized`
    /// positions marked as synthesised in this run: the screen's audio and captions are linked
    /// from the previous report when it has them, made from the elements' files otherwise. An
    /// interruption waits for it (see ``Interruption/whileWriting(_:)``).
    func assemble(
        _ screen: LocaleScreen, _ described: ScreenDescriber.DescribedScreen, synthesized: Set<Int>
    ) throws -> ScreenResult {
        try Interruption.shared.whileWriting { try assembleAudio(screen, described, synthesized: synthesized) }
    }

    private func assembleAudio(
        _ screen: LocaleScreen, _ described: ScreenDescriber.DescribedScreen, synthesized: Set<Int>
    ) throws -> ScreenResult {
        var elements = described.elements
        for index in elements.indices {
            guard let duration = writtenDuration(elements[index].audio) else {
                throw ListenError.worker("\(elements[index].audio) was not written")
            }
            elements[index].spoken.duration = duration
            elements[index].synthesized = synthesized.contains(index)
        }
        let files = screenFiles(screen, elements: elements)
        let duration: Double
        if let linked = try linkPrevious(files) {
            duration = linked
        } else {
            let audio = try ScreenAudio(url: files.audio, gapMilliseconds: Self.gapMilliseconds)
            for element in elements {
                try audio.append(samplesOfFile: outputPath + "/" + element.audio, text: element.spoken.spoken)
            }
            duration = try audio.finish(captionsFile: files.captions)
        }
        return ScreenResult(
            locale: screen.locale, screen: screen.screen.name, elements: elements,
            audio: files.name + ".wav", captions: files.name + ".vtt", duration: duration)
    }

    /// The duration of the WAV file at `path` in this report, when it is written.
    private func writtenDuration(_ path: String) -> Double? {
        Self.duration(ofFile: outputPath + "/" + path)
    }

    /// The duration of the WAV file at `path` in the previous report, if there is one.
    private func previousDuration(_ path: String) -> Double? {
        previousPath.flatMap { Self.duration(ofFile: $0 + "/" + path) }
    }

    /// Links the file at `path` in the previous report to the same place in this one.
    private func linkFromPrevious(_ path: String) -> Bool {
        guard let previous else { return false }
        return Self.link(previous.appendingPathComponent(path), to: output.appendingPathComponent(path))
    }

    /// A screen's audio and captions: their name in the report folder (without extension) and
    /// their files.
    private struct ScreenAudioFiles {
        var name: String
        var audio: URL
        var captions: URL
    }

    /// The whole screen's audio and captions, named with a key over the elements' keys, so an
    /// unchanged screen is reused too.
    private func screenFiles(_ screen: LocaleScreen, elements: [RenderedElement]) -> ScreenAudioFiles {
        let key = RenderKey(combining: elements.map(\.renderKey)).value.prefix(16)
        let name = "screens/\(screen.locale)/\(Self.fileName(screen.screen.name)).\(key)"
        return ScreenAudioFiles(
            name: name, audio: output.appendingPathComponent(name + ".wav"),
            captions: output.appendingPathComponent(name + ".vtt"))
    }

    /// Links the screen's audio and captions from the previous report; returns the audio's
    /// duration, or nil when there are none to link. Makes the screens folder either way.
    private func linkPrevious(_ files: ScreenAudioFiles) throws -> Double? {
        try ReportFolder.makeFolder(containing: files.name, in: output)
        guard let duration = previousDuration(files.name + ".wav"), linkFromPrevious(files.name + ".wav"),
            linkFromPrevious(files.name + ".vtt")
        else { return nil }
        return duration
    }

    /// A screen name as the start of a file name: letters, digits, `.`, `-` and `_`, anything
    /// else `_`, and at most ``longestFileName`` of them, so that any name fits the file
    /// system's 255 bytes with its key. Screens whose names start alike and sound alike share a
    /// file, as their keys are then the same; the report keeps each screen's whole name.
    static func fileName(_ name: String) -> String {
        String(
            name.prefix(longestFileName).map {
                $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_"
            })
    }

    /// The most characters of a screen's name in its file names.
    static let longestFileName = 80

    /// The duration of the WAV file at `path` from its size, or nil when there is none.
    static func duration(ofFile path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) >= WAVFile.headerSize else { return nil }
        return PCMFormat.seconds(samples: (Int(status.st_size) - WAVFile.headerSize) / 2)
    }

    /// Hard-links `source` to `target` (copies when the two are on different file systems).
    static func link(_ source: URL, to target: URL) -> Bool {
        if (try? FileManager.default.linkItem(at: source, to: target)) != nil { return true }
        return (try? FileManager.default.copyItem(at: source, to: target)) != nil
    }
}
