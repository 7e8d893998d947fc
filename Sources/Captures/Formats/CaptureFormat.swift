import AppFiles
import Foundation

/// One tool's way of writing an accessibility tree. A new format is one new type conforming to
/// this, added to ``CaptureFormats/all``.
package protocol CaptureFormat: Sendable {
    /// The format's name in messages and comments ("WebDriverAgent page source").
    var name: String { get }
    /// Whether `prefix` (the file's first bytes) looks like this format. Decided by the content,
    /// never by the file's extension.
    func recognises(prefix: String) -> Bool
    /// Reads the whole capture; throws located errors for what cannot be read.
    func read(data: Data, file: String) throws(LoadError) -> CaptureTree
}
