import Foundation

/// Reading a file Earshot is given, once and within a size: a file a user names on the command
/// line may be a pipe (`/dev/stdin`, `<(…)`), but what a file names in turn (an include, a
/// strings table, a screenshot) is read only when it is a regular file, so that a FIFO or a
/// device there can neither hang a command nor feed it without end.
package enum InputFile {
    /// The most bytes read from one input file: several times the largest screen file measured
    /// (a 100,000-element screen is 16 MB of JSON).
    package static let maximumBytes = 128 << 20

    /// The contents of the file at `url`, at most `limit` bytes. A pipe, a character device or a
    /// socket is read to its end only when `streams` is true; otherwise it, and a directory, is
    /// refused before any byte is read (opening it does not wait for a writer).
    package static func read(
        _ url: URL, limit: Int = maximumBytes, streams: Bool = false
    ) throws(InputFileError)
        -> Data
    {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(url, reason: Self.lastError, isMissing: errno == ENOENT) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputFileError(url, reason: Self.lastError) }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { throw InputFileError(url, reason: "it is a folder, not a file") }
        if kind != S_IFREG {
            guard streams, kind == S_IFIFO || kind == S_IFCHR || kind == S_IFSOCK else {
                throw InputFileError(url, reason: "it is \(Self.name(of: kind)), not a regular file")
            }
        } else if Int(status.st_size) > limit {
            throw InputFileError(url, reason: "it has \(status.st_size) bytes, more than the \(limit) read from a file")
        }
        // Reading waits for data like any read of a pipe; only the open had to return at once.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(url, reason: Self.lastError)
            }
            if count == 0 { return data }
            guard data.count + count <= limit else {
                throw InputFileError(url, reason: "it goes on past the \(limit) bytes read from a file")
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// The file a command-line argument names: `-` is standard input, anything else a path.
    package static func url(_ argument: String) -> URL {
        URL(fileURLWithPath: argument == "-" ? "/dev/stdin" : argument)
    }

    /// Whether `url`, with its symbolic links and `..` resolved, is `folder` or inside it.
    package static func isInside(_ url: URL, folder: URL) -> Bool {
        ResolvedPath(url).isInside(ResolvedPath(folder))
    }

    private static func name(of kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// Why an input file cannot be read, in a few words.
package struct InputFileError: Error, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String
    /// Whether nothing is at the path (a mistyped name, most often).
    package let isMissing: Bool

    init(_ url: URL, reason: String, isMissing: Bool = false) {
        path = url.path
        self.reason = reason
        self.isMissing = isMissing
    }

    package var description: String { "cannot read \(path): \(reason)" }
}

/// A path with its symbolic links (as far as they exist) and `.`/`..` resolved, for telling
/// whether one file is inside a folder.
package struct ResolvedPath: Equatable {
    package let path: String

    package init(_ url: URL) {
        path = url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether this path is `folder` or inside it.
    package func isInside(_ folder: ResolvedPath) -> Bool {
        folder.path == "/" || path == folder.path || path.hasPrefix(folder.path + "/")
    }
}
