import Foundation

/// A JSON file's bytes, checked once whole, from which its lists and mappings are read only
/// when the decoder asks for them (``SourceNode/value``), one level at a time: a node of a
/// large screen file exists only while it is looked at. A tree of the whole file, kept until
/// the app was read, took four times the file's size (docs/benchmarks.md, `navigation`).
final class JSONText: Sendable {
    private let data: Data
    /// Where the text starts in `data`, after a byte order mark.
    private let start: Int
    /// The file's name in locations.
    let file: String
    /// The keys the check found, for the levels read later to share.
    let keys: JSONSource.Keys
    /// Where the long lists and mappings end, as the check found.
    let ends: JSONSource.Ends

    private init(data: Data, start: Int, file: String, keys: JSONSource.Keys, ends: JSONSource.Ends) {
        self.data = data
        self.start = start
        self.file = file
        self.keys = keys
        self.ends = ends
    }

    /// The root of the JSON text `body`, the bytes of `data` from `start` on, after checking
    /// the whole of it: the root's keys and items are read, the lists and mappings in them left
    /// for later.
    static func root(
        of body: UnsafeBufferPointer<UInt8>, in data: Data, from start: Int, file: String
    )
        throws(SourceFailure) -> SourceNode
    {
        let check = try JSONSource.check(body, file: file)
        let text = JSONText(data: data, start: start, file: file, keys: check.keys, ends: check.ends)
        return SourceNode(
            value: text.value(at: check.root.offset, line: check.root.line, column: check.root.column),
            line: check.root.line, column: check.root.column)
    }

    /// The list or mapping at byte `offset` of the text, which starts at `line` and `column`.
    func value(at offset: Int, line: Int, column: Int) -> SourceNode.Value {
        data.withUnsafeBytes { raw in
            let bytes = UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[start...])
            return JSONSource.level(at: offset, of: bytes, in: self, line: line, column: column)
        }
    }
}
