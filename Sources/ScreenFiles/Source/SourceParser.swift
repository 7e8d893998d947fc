import AppFiles
import Foundation

/// Bytes to a source tree: UTF-8 checked, then JSON (for `.json` names or text starting with
/// `{`), read from the bytes as the decoder asks for it, or YAML.
enum SourceParser {
    static func parse(data: Data, name: String) throws(SourceFailure) -> SourceNode {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SourceFailure) -> SourceNode in
                try parse(bytes: raw.assumingMemoryBound(to: UInt8.self), of: data, name: name)
            }
        }
        return try result.get()
    }

    /// `bytes`, those of `data`: JSON is read from `data` as the decoder asks (``JSONText``).
    private static func parse(
        bytes: UnsafeBufferPointer<UInt8>, of data: Data, name: String
    ) throws(SourceFailure)
        -> SourceNode
    {
        let body = try SourceText.body(of: bytes, file: name)
        let isJSONName = name.lowercased().hasSuffix(".json")
        if isJSONName || SourceText.firstByte(of: body) == UInt8(ascii: "{") {
            do {
                return try JSONText.root(of: body, in: data, from: bytes.count - body.count, file: name)
            } catch {
                if isJSONName {
                    throw SourceFailure(location: error.location, message: "JSON syntax: \(error.message)")
                }
            }
        }
        return try YAMLSource.parse(String(decoding: body, as: UTF8.self), file: name)
    }
}
