import AppFiles
import Foundation

/// Bytes to a source tree: UTF-8 checked, then JSON (for `.json` names or text starting with
/// `{`), parsed from the bytes in place, or YAML.
enum SourceParser {
    static func parse(data: Data, name: String) throws(SourceFailure) -> SourceNode {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SourceFailure) -> SourceNode in
                try parse(bytes: raw.assumingMemoryBound(to: UInt8.self), name: name)
            }
        }
        return try result.get()
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, name: String) throws(SourceFailure) -> SourceNode {
        let body = try SourceText.body(of: bytes, file: name)
        let isJSONName = name.lowercased().hasSuffix(".json")
        if isJSONName || SourceText.firstByte(of: body) == UInt8(ascii: "{") {
            do {
                return try JSONSource.parse(body, file: name)
            } catch {
                if isJSONName {
                    throw SourceFailure(location: error.location, message: "JSON syntax: \(error.message)")
                }
            }
        }
        return try YAMLSource.parse(String(decoding: body, as: UTF8.self), file: name)
    }
}
