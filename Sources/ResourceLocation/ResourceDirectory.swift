import Foundation
import Reporting

/// Finds Earshot's data directories (`voices/`, `samples/`) at run time, from wherever the
/// executable was started.
///
/// Looked for, in order:
/// 1. `$EARSHOT_HOME/<name>`, the override;
/// 2. `PREFIX/share/earshot/<name>` for an executable installed as `PREFIX/bin/earshot`
///    (`scripts/install` lays it out so);
/// 3. beside or above the executable, so a build inside a checkout (`.build/debug/earshot`)
///    finds the checkout's directories;
/// 4. the working directory and those above it, for a build kept outside its checkout
///    (`swift build --scratch-path /elsewhere`) and run from inside the checkout;
/// 5. last, the copy compiled into the executable, unpacked into a cache directory
///    (``UnpackedData``), so an executable copied alone anywhere still works.
///
/// The executable is found by its own file (`/proc/self/exe`), never by `argv[0]`, which is a
/// bare name when it is started through `PATH`. An installed executable finds its own data
/// before the working directory is looked at, so a user's own `samples/` folder is never taken
/// for Earshot's.
package enum ResourceDirectory {
    /// How many folders above the executable (and above the working directory) a checkout's
    /// directories are looked for (`.build/<triple>/debug/earshot` is three below the
    /// checkout). Raise it for a build directory nested deeper inside the checkout.
    static let checkoutSearchDepth = 6

    /// Where an installed executable's data lives, relative to its `bin/` folder's parent.
    static let installedDataPath = "share/earshot"

    package static func locate(_ name: String) throws(ResourceError) -> URL {
        let candidates = candidates(name)
        for candidate in candidates where isDirectory(candidate) {
            return candidate.standardizedFileURL
        }
        switch UnpackedData.root {
        case .success(let root):
            let unpacked = root.appendingPathComponent(name)
            guard isDirectory(unpacked) else {
                throw ResourceError.notFound(name, searched: candidates.map(\.path) + [unpacked.path])
            }
            return unpacked
        case .failure(let error):
            throw ResourceError.notUnpacked(name, searched: candidates.map(\.path), reason: error.description)
        }
    }

    /// Every place `name` is looked for, in order.
    static func candidates(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = runningExecutable(),
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> [URL] {
        var result: [URL] = []
        if let home = environment["EARSHOT_HOME"], !home.isEmpty {
            result.append(URL(fileURLWithPath: home).appendingPathComponent(name))
        }
        if let folder = executable?.deletingLastPathComponent() {
            result.append(
                folder.deletingLastPathComponent().appendingPathComponent(installedDataPath)
                    .appendingPathComponent(name))
            result += ancestors(of: folder).map { $0.appendingPathComponent(name) }
        }
        result += ancestors(of: workingDirectory).map { $0.appendingPathComponent(name) }
        var seen: Set<String> = []
        return result.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The running executable's own file, symbolic links resolved: `/proc/self/exe` on Linux,
    /// else what Foundation knows of it.
    package static func runningExecutable() -> URL? {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath
        return path.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    private static func ancestors(of url: URL) -> [URL] {
        var result: [URL] = []
        var current = url.standardizedFileURL
        for _ in 0...checkoutSearchDepth {
            result.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return result
    }
}

public enum ResourceError: Error, Equatable, CustomStringConvertible, StatusReporting {
    /// Earshot's own data is missing: the system lacks something (69).
    public var exitStatus: ExitStatus { .unavailable }

    /// No directory of this name in any of the places searched.
    case notFound(String, searched: [String])
    /// None on disk, and the copy compiled into the executable could not be unpacked: no cache
    /// or temporary directory could be written.
    case notUnpacked(String, searched: [String], reason: String)

    public var description: String {
        switch self {
        case .notFound(let name, let searched):
            "cannot find Earshot's '\(name)' directory (looked in \(searched.joined(separator: ", "))); "
                + "install Earshot with scripts/install, or set EARSHOT_HOME to the folder that holds '\(name)'"
        case .notUnpacked(let name, let searched, let reason):
            "cannot find Earshot's '\(name)' directory (looked in \(searched.joined(separator: ", "))), "
                + "nor unpack the copy built into earshot (\(reason)); "
                + "set EARSHOT_HOME to the folder that holds '\(name)', or XDG_CACHE_HOME to a writable folder"
        }
    }
}
