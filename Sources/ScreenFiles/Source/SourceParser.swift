import AppFiles
import Foundation

/// Bytes to a source tree: UTF-8 checked, then JSON (for `.json` names or text starting with
/// `{`) or YAML.
enum SourceParser {
    static func parse(data: Data, name: String) throws(SourceFailure) -> SourceNode {
        let text = try SourceText.decode(data, file: name)
        let isJSONName = name.lowercased().hasSuffix(".json")
        if isJSONName || text.first(where: { !$0.isWhitespace }) == "{" {
            do {
                return try JSONSource.parse(text, file: name)
            } catch {
                if isJSONName {
                    throw SourceFailure(location: error.location, message: "JSON syntax: \(error.message)")
                }
            }
        }
        return try YAMLSource.parse(text, file: name)
    }
}
