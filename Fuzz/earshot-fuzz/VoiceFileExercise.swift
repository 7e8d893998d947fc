import Foundation
import SpeechBridge
import Voices

/// Bytes as a voice file (`voices/en-US.yaml` of a folder of its own): it is refused with a
/// one-line reason, or its espeak-ng voice is selected in the library. A name the library takes
/// for a path or a variant crashed the process; none may now.
enum VoiceFileExercise {
    static let folder: URL = {
        let folder = FuzzSandbox.root.appendingPathComponent("voices")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    static func run(_ data: Data) {
        let file = folder.appendingPathComponent("en-US.yaml")
        guard FileManager.default.createFile(atPath: file.path, contents: data) else { return }
        let profile: VoiceProfile
        do {
            profile = try VoiceCatalog(directory: folder).profile(for: "en-US")
        } catch {
            if String(describing: error).contains("\n") { fatalError("a voice file's error is not one line: \(error)") }
            return
        }
        switch SpeechExercise.synthesizer.installedVoice(named: profile.espeakVoice) {
        case .success, .failure(.voiceUnavailable): return
        case .failure(let error): fatalError("\(error) for the voice \(profile.espeakVoice.debugDescription)")
        }
    }

    /// The checkout's voice files, and their espeak-ng voices replaced by names the library
    /// takes for paths and variants.
    static func seeds(_ samples: URL) -> [Data] {
        let voices = samples.deletingLastPathComponent().appendingPathComponent("voices")
        let own = FuzzTarget.files(in: voices, endingWith: [".yaml"]).compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { text in
                text.replacingOccurrences(
                    of: "locale: \(url.deletingPathExtension().lastPathComponent)\n", with: "locale: en-US\n")
            }
        }
        let hostile = [
            "\"!v/m1\"", "m1", "../../../../etc/passwd", "/etc/passwd", "mb/mb-en1", "gmw/en-US", "en-us+m1",
        ]
        return own.map { Data($0.utf8) }
            + hostile.map { Data("locale: en-US\nname: Fuzz\nespeakVoice: \($0)\n".utf8) }
    }
}
