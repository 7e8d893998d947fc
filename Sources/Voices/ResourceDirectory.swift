import Foundation

/// Finds Earshot's data directories (`voices/`, `samples/`) at run time.
///
/// Looked for, in order: `$EARSHOT_HOME/<name>`; beside or above the running executable (a
/// build inside a checkout finds the checkout's directories); above the current directory;
/// `/usr/local/share/earshot/<name>` and `/usr/share/earshot/<name>`.
public enum ResourceDirectory {
    public static func locate(_ name: String) throws -> URL {
        for candidate in candidates(name) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                return candidate.standardizedFileURL
            }
        }
        throw ResourceError.notFound(name)
    }

    static func candidates(_ name: String) -> [URL] {
        var result: [URL] = []
        if let home = ProcessInfo.processInfo.environment["EARSHOT_HOME"], !home.isEmpty {
            result.append(URL(fileURLWithPath: home).appendingPathComponent(name))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath()
        result += ancestors(of: executable.deletingLastPathComponent()).map {
            $0.appendingPathComponent(name)
        }
        result += ancestors(of: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).map {
            $0.appendingPathComponent(name)
        }
        result.append(URL(fileURLWithPath: "/usr/local/share/earshot").appendingPathComponent(name))
        result.append(URL(fileURLWithPath: "/usr/share/earshot").appendingPathComponent(name))
        return result
    }

    private static func ancestors(of url: URL) -> [URL] {
        var result: [URL] = []
        var current = url.standardizedFileURL
        for _ in 0..<8 {
            result.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return result
    }
}

public enum ResourceError: Error, CustomStringConvertible {
    case notFound(String)

    public var description: String {
        switch self {
        case .notFound(let name):
            "cannot find Earshot's '\(name)' directory; set EARSHOT_HOME to the folder that holds it"
        }
    }
}
