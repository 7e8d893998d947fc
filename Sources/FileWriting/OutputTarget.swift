import Foundation
import Reporting

/// Where a command may write, checked before anything is written: never over one of the files it
/// reads, and never a folder that holds them or the working directory. A refusal is an
/// ``OutputError`` (status 74) and nothing is touched.
package enum OutputTarget {
    /// Refuses to replace the file `url` when it is one of `inputs` (the same file under any
    /// name: a hard link, a symbolic link, `./`, `..`).
    package static func checkFile(_ url: URL, notOneOf inputs: [URL]) throws(OutputError) {
        guard let target = FileIdentity(url) else { return }
        if let input = inputs.first(where: { FileIdentity($0) == target }) {
            throw OutputError(path: url.path, reason: "it is \(input.path), which this command reads; write elsewhere")
        }
    }

    /// Refuses to replace the folder `url` when it is the working directory or holds it, or
    /// holds one of `inputs`. Whether its contents may go is the caller's to decide.
    package static func checkFolder(_ url: URL, notHolding inputs: [URL]) throws(OutputError) {
        let folder = ResolvedPath(url)
        let workingDirectory = ResolvedPath(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if workingDirectory.isInside(folder) {
            let what = folder == workingDirectory ? "the working directory" : "a folder holding the working directory"
            throw OutputError(path: url.path, reason: "it is \(what); name a folder of its own for the output")
        }
        if let input = inputs.first(where: { ResolvedPath($0).isInside(folder) }) {
            throw OutputError(
                path: url.path, reason: "it holds \(input.path), which this command reads; name another folder")
        }
    }
}

/// A regular file as the file system knows it (its device and inode), whatever path names it.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// Nil when no regular file is at `url` (devices and pipes are written in place and can be
    /// both read and written by one command: `/dev/stdout` is not an input).
    init?(_ url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
