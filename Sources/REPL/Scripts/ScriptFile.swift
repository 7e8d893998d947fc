import Foundation
import Glibc
import Reporting

/// A script's lines read as they come: any readable file, including `/dev/null`, a character
/// device and a FIFO (whose writer may still be writing), but not a folder.
final class ScriptFile: Sequence, IteratorProtocol {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens `path` for reading; throws one line saying why it cannot be read.
    init(path: String) throws(CommandError) {
        let url = AppFile.url(path)
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw CommandError(
                "cannot read the script \(path.quotedForMessage()): it is a folder; name a file of commands")
        }
        guard let file = fopen(url.path, "r") else {
            let reason = String(cString: strerror(errno))
            throw CommandError("cannot read the script \(path.quotedForMessage()): \(reason); check the path")
        }
        self.file = file
    }

    deinit { fclose(file) }

    /// The next line without its line break; nil at the end of the file (or on a read error).
    func next() -> String? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        var line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }
}
