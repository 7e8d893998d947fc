import AppFiles
import Reporting

/// Why a source cannot be read, and where.
package struct SourceFailure: Error {
    package var location: SourceLocation
    package var message: String
}

/// A parsed YAML or JSON document as plain data with a position on every node, so that every
/// later problem can say where it is.
package struct SourceNode: Sendable {
    package enum Value: Sendable {
        case scalar(Scalar)
        case sequence([SourceNode])
        case mapping([Pair])
    }

    /// One key and its value in a mapping.
    package struct Pair: Sendable {
        package var key: SourceNode
        package var value: SourceNode
    }

    /// A scalar's text and whether it was quoted. An unquoted scalar may be a number, a bool or null.
    package struct Scalar: Sendable {
        package var text: String
        package var isQuoted: Bool
    }

    /// What the node holds: for a list or mapping of a JSON screen file, its items are read
    /// from the file's bytes when asked for (``JSONText``), each time, rather than kept.
    package var value: Value {
        switch storage {
        case .read(let value): value
        case .unread(let text, let offset): text.value(at: offset, line: Int(line), column: Int(column))
        }
    }

    private let storage: Storage
    /// Where the node starts, as two 32-bit numbers: a large file has millions of nodes. (A line
    /// or column past 4,294,967,295 would read as that number.)
    private let line: UInt32
    private let column: UInt32

    private enum Storage: Sendable {
        case read(Value)
        /// A list or mapping starting at a byte offset of a checked JSON text.
        case unread(JSONText, offset: Int)
    }

    /// Where the node starts in `file`, the file its tree was parsed from (a node does not keep
    /// its file: every node of a tree is in the same one).
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    init(value: Value, line: Int, column: Int) {
        storage = .read(value)
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }

    /// The list or mapping starting at byte `offset` of `text`, at `line` and `column`.
    init(unreadAt offset: Int, of text: JSONText, line: Int, column: Int) {
        storage = .unread(text, offset: offset)
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }

    package var kindName: String {
        switch value {
        case .scalar(let scalar):
            scalar.isQuoted ? "text" : (scalar.isNull ? "null" : "'\(scalar.text.quotedForMessage())'")
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

extension SourceNode.Scalar {
    /// The text in a storage of its own, for the model to keep: a string sharing the parsed
    /// file's storage would keep in use the pages it sits on among the file's nodes, and a
    /// large file's nodes are freed, and their memory handed back to the system, once the app is
    /// read. (Text of up to 15 bytes is stored inline in any string.)
    package var keptText: String {
        let count = text.utf8.count
        guard count > 15 else { return text }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(fromContentsOf: text.utf8)
        }
    }

    package var isNull: Bool {
        !isQuoted && (text == "null" || text == "~" || text == "Null" || text == "NULL" || text.isEmpty)
    }
}
