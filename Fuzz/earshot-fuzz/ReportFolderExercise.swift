import Foundation

@testable import Listening

/// A folder of any contents given as `listen --out`: each line of the input makes one thing in
/// it (`f PATH` a file, `d PATH` a folder, `l PATH` a link to the app file, `m PATH` a line of
/// the report's marker). The folder is accepted only when it is empty or every file in it is
/// one its marker lists; when accepted, a report replaces it and the app file is untouched.
enum ReportFolderExercise {
    static let appText = "screens:\n  - name: home\n    elements: []\n"

    static func run(_ data: Data) {
        let root = FuzzSandbox.root.appendingPathComponent("reports")
        try? FileManager.default.removeItem(at: root)
        let target = root.appendingPathComponent("out")
        let appFile = root.appendingPathComponent("app.yaml")
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try appText.write(to: appFile, atomically: false, encoding: .utf8)
        } catch {
            return
        }
        var marker: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").prefix(64) {
            let path = String(line.dropFirst(2))
            guard line.count > 2, isRelative(path) else { continue }
            let url = target.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch line.first {
            case "f": FileManager.default.createFile(atPath: url.path, contents: Data(path.utf8))
            case "d": try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            case "l": try? FileManager.default.createSymbolicLink(at: url, withDestinationURL: appFile)
            case "m": marker.append(path)
            default: continue
            }
        }
        // The marker is written only where the input made nothing (a link there would write
        // through to the app file: the input's doing, not the report's).
        let markerFile = target.appendingPathComponent(ReportFolder.marker)
        if !marker.isEmpty, (try? FileManager.default.attributesOfItem(atPath: markerFile.path)) == nil {
            try? (["Earshot listening report"] + marker).joined(separator: "\n").write(
                to: markerFile, atomically: false, encoding: .utf8)
        }
        let present = files(in: target)
        let accepted = (try? ReportFolder.checkReplaceable(target, inputs: [appFile])) != nil
        let listed = Set(marker)
        if accepted, !present.allSatisfy({ $0 == ReportFolder.marker || listed.contains($0) }) {
            fatalError("a folder with files its marker does not list was accepted: \(present)")
        }
        guard accepted, let folder = try? ReportFolder(target: target, inputs: [appFile]) else { return }
        try? folder.write("report", to: "index.html")
        try? folder.commit()
        guard (try? String(contentsOf: appFile, encoding: .utf8)) == appText else {
            fatalError("replacing a report folder changed the app file")
        }
    }

    /// A path that stays inside the folder it is made in.
    private static func isRelative(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\0")
    }

    /// The files (not folders) under `folder`, relative to it, links not followed.
    private static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            return isLink || !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                || !isDirectory.boolValue
        }
    }

    static let seeds: [Data] = [
        "", "f notes.txt", "m index.html\nf index.html", "m a/b.wav\nf a/b.wav\nf a/c.wav", "l app.yaml",
        "m app.yaml\nl app.yaml", "d audio/en\nm audio/en/x.wav\nf audio/en/x.wav", "f .git/HEAD\nm index.html",
    ].map { Data($0.utf8) }
}
