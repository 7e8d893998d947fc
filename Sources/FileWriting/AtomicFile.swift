import Foundation
import Reporting

/// Files written whole or not at all.
///
/// Each file is written to a temporary file beside its target (same directory, so the rename
/// cannot cross file systems), flushed to disk and renamed into place. Errors on write, flush
/// and close are reported, never swallowed; a failure leaves any previous file untouched and
/// no temporary file behind. Devices and pipes (`/dev/null`, `/dev/stdout`, a FIFO) are written
/// in place, since they cannot be renamed over.
package enum AtomicFile {
    /// Writes `data` to `url`.
    package static func write(_ data: Data, to url: URL) throws(OutputError) {
        try FileSet.write([(url, data)])
    }

    /// Writes `text` as UTF-8 to `url`.
    package static func write(_ text: String, to url: URL) throws(OutputError) {
        try write(Data(text.utf8), to: url)
    }
}
