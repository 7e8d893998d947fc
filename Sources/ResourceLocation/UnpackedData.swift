import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The data compiled into Earshot (`Embedded/` links to `voices/` and `samples/`), unpacked once into a
/// cache directory for an executable that finds no `voices/` or `samples/` on disk: one copied
/// alone out of its checkout, as `swift package experimental-install` does.
///
/// The copy goes to `$XDG_CACHE_HOME/earshot/<content hash>/` (`~/.cache/earshot/<hash>/`
/// without it), or, when that cannot be written, to `earshot-<uid>/<hash>/` in the temporary
/// directory. It is unpacked into a new folder beside its place and renamed into it, so a
/// process interrupted half-way, or two starting at once, never leave or see half a copy; every
/// later run, and every build with the same data, uses it as it is.
enum UnpackedData {
    /// The unpacked copy of the built-in data, made at most once a process.
    static let root: Result<URL, UnpackError> = unpack(
        EmbeddedFiles.files, hash: EmbeddedFiles.contentHash, into: cacheFolders())

    /// Where copies are kept, in order of preference.
    static func cacheFolders(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        temporary: URL = FileManager.default.temporaryDirectory
    ) -> [URL] {
        var result: [URL] = []
        // The XDG base directory specification ignores a relative path.
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            result.append(URL(fileURLWithPath: cache).appendingPathComponent("earshot"))
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            result.append(URL(fileURLWithPath: home).appendingPathComponent(".cache/earshot"))
        }
        result.append(temporary.appendingPathComponent("earshot-\(getuid())"))
        return result
    }

    /// How long a half-unpacked folder (its process interrupted) is left before another process
    /// unpacking removes it; longer than any unpacking takes (milliseconds), so one still being
    /// written is never removed.
    static let abandonedUnpackAge: TimeInterval = 3600

    /// The copy of `files` named `hash` in the first of `folders` that has or can take it.
    static func unpack(
        _ files: [(path: String, contents: String)], hash: String, into folders: [URL]
    ) -> Result<URL, UnpackError> {
        var reasons: [String] = []
        for folder in folders {
            do {
                return .success(try unpack(files, hash: hash, in: folder))
            } catch {
                reasons.append(error.description)
            }
        }
        return .failure(UnpackError(description: reasons.joined(separator: "; ")))
    }

    private static func unpack(
        _ files: [(path: String, contents: String)], hash: String, in folder: URL
    ) throws(UnpackError) -> URL {
        let target = folder.appendingPathComponent(hash)
        if isComplete(target, files) { return target }
        try makePrivateFolder(folder)
        removeAbandoned(in: folder)
        let staging = try makeStaging(in: folder)
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
        } catch {
            throw UnpackError(description: "cannot unpack into \(folder.path): \(reason(error))")
        }
        if rename(staging.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            // Another process renamed its copy first, or an incomplete copy is in the way.
            if isComplete(target, files) { return target }
            try? FileManager.default.removeItem(at: target)
            guard rename(staging.path, target.path) == 0 else {
                throw UnpackError(description: "cannot rename the copy into \(target.path): \(reason)")
            }
        }
        return target
    }

    /// Whether `folder` holds every file (files were deleted from a cache by hand, say).
    private static func isComplete(_ folder: URL, _ files: [(path: String, contents: String)]) -> Bool {
        files.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.path).path) }
    }

    /// Creates `folder` (readable by its owner only, as the temporary directory is shared) and
    /// makes sure it is a folder of this user's, not a link or someone else's.
    private static func makePrivateFolder(_ folder: URL) throws(UnpackError) {
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw UnpackError(description: "cannot create \(folder.path): \(reason(error))")
        }
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid()
        else {
            throw UnpackError(description: "\(folder.path) is not a folder of this user's")
        }
    }

    /// A new folder beside the copy's place to unpack into.
    private static func makeStaging(in folder: URL) throws(UnpackError) -> URL {
        var template = Array(folder.appendingPathComponent(".unpacking-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw UnpackError(
                description: "cannot create a folder in \(folder.path): \(String(cString: strerror(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made))
    }

    /// The system's own words for why a file operation failed ("Permission denied"), which
    /// Foundation keeps under its generic message.
    private static func reason(_ error: any Error) -> String {
        let error = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error ?? error) as NSError
        return error.domain == NSPOSIXErrorDomain
            ? String(cString: strerror(Int32(error.code))) : error.localizedDescription
    }

    /// Removes what interrupted processes left half-unpacked long ago.
    private static func removeAbandoned(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".unpacking-") {
            let url = folder.appendingPathComponent(name)
            let modified = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            if let modified, -modified.timeIntervalSinceNow > abandonedUnpackAge {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }
}

/// Why the built-in data could not be unpacked anywhere, every place's reason in one line.
struct UnpackError: Error, CustomStringConvertible {
    let description: String
}
