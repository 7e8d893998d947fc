import Foundation
import Yams

/// Reads one voice file (`voices/<locale>.yaml`) into a ``VoiceProfile``.
///
/// The YAML is composed with Yams's basic resolver and read node by node rather than through
/// `YAMLDecoder`: the decoder compiles the default resolver's regular expressions and looks up
/// protocol conformances at run time, which took a third of a one-word `earshot say`.
enum VoiceFile {
    /// The profile in `file`, which must name `locale` (its file name) as its locale.
    static func read(_ file: URL, locale: String) throws(VoiceError) -> VoiceProfile {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw .unreadable(file.path, error.localizedDescription)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch {
            throw .malformed(file.path, String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        do throws(Problem) {
            let profile = try profile(from: Fields(root, at: nil))
            guard profile.locale == locale else {
                throw Problem(
                    "locale '\(profile.locale)' differs from the file name '\(locale).yaml'",
                    at: root?.mark)
            }
            return profile
        } catch {
            throw .malformed(file.path, error.description)
        }
    }

    private static func profile(from fields: Fields) throws(Problem) -> VoiceProfile {
        VoiceProfile(
            locale: try fields.string("locale"),
            name: try fields.string("name"),
            espeakVoice: try fields.string("espeakVoice"),
            rate: try fields.optionalInt("rate") ?? VoiceProfile.defaultRate,
            pitch: try fields.optionalInt("pitch") ?? VoiceProfile.defaultPitch,
            pitchRange: try fields.optionalInt("pitchRange") ?? VoiceProfile.defaultPitchRange,
            layoutDirection: try fields.optionalDirection("layoutDirection") ?? .leftToRight,
            aliases: try fields.optionalStrings("aliases") ?? [],
            phrases: try fields.optionalTable("phrases") ?? [:],
            unverified: try fields.optionalStrings("unverified") ?? [])
    }

    /// What is wrong with a voice file, and where.
    struct Problem: Error, CustomStringConvertible {
        let description: String

        init(_ message: String, at mark: Mark?) {
            description = mark.map { "line \($0.line), column \($0.column): \(message)" } ?? message
        }
    }

    /// The keys of a mapping node, read by type. A key without a value (`unverified:`) is absent.
    private struct Fields {
        let values: [String: Node]
        let mark: Mark?

        init(_ node: Node?, at mark: Mark?) throws(Problem) {
            guard let mapping = node?.mapping else {
                throw Problem("a voice file is a mapping of keys to values", at: node?.mark ?? mark)
            }
            var values: [String: Node] = [:]
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    throw Problem("keys are plain words", at: key.mark)
                }
                if let scalar = value.scalar, scalar.style == .plain, ["", "~", "null"].contains(scalar.string) {
                    continue
                }
                values[name] = value
            }
            self.values = values
            self.mark = node?.mark
        }

        func string(_ key: String) throws(Problem) -> String {
            guard let node = values[key] else { throw Problem("'\(key)' is missing", at: mark) }
            return try Self.scalar(node, key)
        }

        func optionalInt(_ key: String) throws(Problem) -> Int? {
            guard let node = values[key] else { return nil }
            guard let number = Int(try Self.scalar(node, key)) else {
                throw Problem("'\(key)' must be a whole number", at: node.mark)
            }
            return number
        }

        func optionalDirection(_ key: String) throws(Problem) -> LayoutDirection? {
            guard let node = values[key] else { return nil }
            let text = try Self.scalar(node, key)
            guard let direction = LayoutDirection(rawValue: text) else {
                throw Problem("'\(key)' must be leftToRight or rightToLeft", at: node.mark)
            }
            return direction
        }

        func optionalStrings(_ key: String) throws(Problem) -> [String]? {
            guard let node = values[key] else { return nil }
            guard let sequence = node.sequence else {
                throw Problem("'\(key)' must be a list", at: node.mark)
            }
            var strings: [String] = []
            for item in sequence { strings.append(try Self.scalar(item, key)) }
            return strings
        }

        func optionalTable(_ key: String) throws(Problem) -> [String: String]? {
            guard let node = values[key] else { return nil }
            let table = try Fields(node, at: node.mark)
            var strings: [String: String] = [:]
            for (name, value) in table.values { strings[name] = try Self.scalar(value, name) }
            return strings
        }

        private static func scalar(_ node: Node, _ key: String) throws(Problem) -> String {
            guard let scalar = node.scalar else {
                throw Problem("'\(key)' must be a single value", at: node.mark)
            }
            return scalar.string
        }
    }
}
