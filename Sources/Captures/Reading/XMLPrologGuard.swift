import AppFiles
import Foundation

/// Refuses a document type declaration before the XML parser sees it. A DOCTYPE is how a file
/// declares entities: external ones read files or the network (XXE), nested ones multiply into
/// gigabytes ("billion laughs"). Captures never have one, so none is accepted.
enum XMLPrologGuard {
    /// Why the prolog (what comes before the root element) of `file` is refused, and where; nil
    /// when it holds only the XML declaration, processing instructions, comments and space.
    static func refusal(in data: Data, file: String) -> LoadError? {
        let bytes = [UInt8](data.prefix(prologLimit))
        var index = 0
        var line = 1
        var lineStart = 0
        func skip(past terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            index += terminator.count
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if bytes[index...].starts(with: Array("<?".utf8)) {
                skip(past: Array("?>".utf8))
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                skip(past: Array("-->".utf8))
            } else if bytes[index...].starts(with: Array("<!".utf8)) {
                return LoadError(
                    at: SourceLocation(file: file, line: line, column: index - lineStart + 1),
                    "a capture may not declare a document type (<!DOCTYPE>): entities and DTDs are never read; remove the declaration"
                )
            } else {
                return nil
            }
        }
        guard data.count > prologLimit else { return nil }
        return LoadError(
            at: SourceLocation(file: file, line: line, column: 1),
            "no root element in the first \(prologLimit) bytes; a capture's prolog is one line"
        )
    }

    /// How far into a file the root element must start; a longer prolog is refused (a real
    /// capture's is one line), so a DOCTYPE cannot hide behind a megabyte of comments.
    static let prologLimit = 1 << 20
}
