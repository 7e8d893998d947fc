import CEspeakNG
import Foundation

/// A voice file of the installed espeak-ng data, as `espeak-ng --voices` lists it.
package struct InstalledVoice: Sendable, Hashable {
    /// The voice file within `espeak-ng-data/voices` (or `lang`), e.g. "gmw/en", "roa/fr". This
    /// is what the library selects a voice by without ambiguity.
    package var identifier: String
    /// The human-readable name, e.g. "English (Great Britain)".
    package var name: String
    /// The languages the voice speaks, best first, with espeak-ng's priority (lower is better):
    /// "gmw/en" lists ("en-gb", 2) and ("en", 2).
    package var languages: [Language]

    /// A language tag a voice speaks, with espeak-ng's priority for it (lower is better).
    package struct Language: Sendable, Hashable {
        package var tag: String
        package var priority: Int

        package init(_ tag: String, priority: Int) {
            self.tag = tag
            self.priority = priority
        }
    }

    package init(identifier: String, name: String, languages: [Language]) {
        self.identifier = identifier
        self.name = name
        self.languages = languages
    }

    /// The voice that `requested` names, the way espeak-ng itself resolves a name: a voice file
    /// identifier ("gmw/en", or its last component "en-US", in any case), then a language the
    /// voice lists ("en-gb", "fr-fr"; the best priority wins, then the first listed), then the
    /// voice's name. Nil when nothing installed matches.
    ///
    /// `espeak_SetVoiceByName` alone finds only identifiers and names: "en-gb" and "fr-fr" are
    /// languages of the files "gmw/en" and "roa/fr", so 1.51 refuses them.
    package static func resolve(_ requested: String, among voices: [InstalledVoice]) -> InstalledVoice? {
        let wanted = requested.lowercased()
        guard !wanted.isEmpty else { return nil }
        if let byIdentifier = voices.first(where: { $0.identifier.lowercased() == wanted }) {
            return byIdentifier
        }
        if let byFile = voices.first(where: {
            $0.identifier.split(separator: "/").last?.lowercased() == wanted
        }) {
            return byFile
        }
        let speakers = voices.compactMap { voice in
            voice.languages.first { $0.tag.lowercased() == wanted }.map { (voice: voice, priority: $0.priority) }
        }
        if let best = speakers.min(by: { $0.priority < $1.priority }) { return best.voice }
        return voices.first { $0.name.lowercased() == wanted }
    }

    /// The language voice files of the installed data (`espeak-ng-data/lang/`), by identifier
    /// and by file name, lowercased, each giving the identifier (the first in name order, where
    /// two families hold a file of one name). Lists folders only; reads no file. Call after
    /// initialisation.
    static func languageFiles() -> [String: String] {
        var path: UnsafePointer<CChar>?
        _ = espeak_Info(&path)
        guard let path else { return [:] }
        var files: [String: String] = [:]
        for identifier in regularFiles(under: String(cString: path) + "/lang") {
            files[identifier.lowercased()] = identifier
            let name = identifier.split(separator: "/").last.map { $0.lowercased() } ?? identifier
            if files[name] == nil { files[name] = identifier }
        }
        return files
    }

    /// The paths, relative to `folder` and in name order, of the regular files in it and in its
    /// folders, read with `readdir` and `stat` only (Foundation's enumerator also looks up each
    /// file's owner by name, reading the user and group databases once a file).
    private static func regularFiles(under folder: String, prefix: String = "") -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().flatMap { name -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) else { return [] }
            return isFolder.boolValue
                ? regularFiles(under: folder + "/" + name, prefix: prefix + name + "/") : [prefix + name]
        }
    }

    /// Every voice the library has. Call on the synthesis thread only, after initialisation.
    static func listed() -> [InstalledVoice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var voices: [InstalledVoice] = []
        var index = 0
        while let voice = list[index] {
            voices.append(InstalledVoice(voice.pointee))
            index += 1
        }
        return voices
    }

    /// Reads espeak-ng's description: `languages` is a run of (priority byte, NUL-terminated
    /// tag) pairs ending with a zero priority byte.
    init(_ voice: espeak_VOICE) {
        identifier = voice.identifier.map { String(cString: $0) } ?? ""
        name = voice.name.map { String(cString: $0) } ?? ""
        var languages: [Language] = []
        if var cursor = voice.languages {
            while cursor.pointee != 0 {
                let priority = Int(UInt8(bitPattern: cursor.pointee))
                let tag = String(cString: cursor + 1)
                languages.append(Language(tag, priority: priority))
                cursor += 1 + tag.utf8.count + 1
            }
        }
        self.languages = languages
    }
}
