import Foundation
import ScreenFiles

/// Refuses a document type declaration before the XML parser sees it. A DOCTYPE is how a file
/// declares entities: external ones read files or the network (XXE), nested ones multiply into
/// gigabytes ("billion laughs"). Captures never have one, so none is accepted.
enum XMLPrologGuard {
    /// The mark of a `<!DOCTYPE` in the prolog (before the root element), or nil.
    static func doctype(in data: Data) -> SourceMark? {
        let bytes = [UInt8](data.prefix(prologLimit))
        var index = 0
        var line = 1
        var lineStart = 0
        func skip(past terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) {
                if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
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
                return SourceMark(line: line, column: index - lineStart + 1)
            } else {
                return nil
            }
        }
        return nil
    }

    /// How far into a file a DOCTYPE is looked for; a prolog of comments longer than this is
    /// refused too (a real capture's prolog is one line).
    static let prologLimit = 1 << 20
}
