import Foundation
import Reporting
import Yams

/// Reads one voice file (`voices/<locale>.yaml`): its voice settings into a ``VoiceProfile``;
/// other modules read their own sections (VoiceOver's words) through ``VoiceFileFields``.
///
/// The YAML is composed with Yams's basic resolver and read node by node rather than through
/// `YAMLDecoder`: the decoder compiles the default resolver's regular expressions and looks up
/// protocol conformances at run time, which took a third of a one-word `earshot say`.
enum VoiceFile {
    /// The top-level keys of `file`, which must name `locale` (its file name) as its locale.
    static func fields(_ file: URL, locale: String) throws(VoiceError) -> VoiceFileFields {
        let text: String
        do {
            text = String(decoding: try InputFile.read(file), as: UTF8.self)
        } catch {
            throw .unreadable(file.path, error.reason)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch {
            throw .malformed(
                file.path, String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        do throws(VoiceFileFields.Problem) {
            let fields = try VoiceFileFields(root, at: nil, file: file)
            let named = try fields.string("locale")
            guard named == locale else {
                throw VoiceFileFields.Problem(
                    "locale '\(named.quotedForMessage())' differs from the file name '\(locale).yaml'", at: root?.mark)
            }
            return fields
        } catch {
            throw .malformed(file.path, error.description)
        }
    }

    /// How the file's language reads words its reading step's dictionary reads wrong (the
    /// `readings:` key: the word or phrase as written, and as said, in kana); empty without one.
    static func readings(from fields: VoiceFileFields) throws(VoiceError) -> [String: String] {
        do throws(VoiceFileFields.Problem) {
            return try fields.optionalTable("readings") ?? [:]
        } catch {
            throw .malformed(fields.file?.path ?? "voice file", error.description)
        }
    }

    /// The voice settings of a voice file's fields.
    static func profile(from fields: VoiceFileFields) throws(VoiceError) -> VoiceProfile {
        do throws(VoiceFileFields.Problem) {
            return VoiceProfile(
                locale: try fields.string("locale"),
                name: try fields.string("name"),
                espeakVoice: try fields.voiceName("espeakVoice"),
                rate: try fields.optionalInt("rate") ?? VoiceProfile.defaultRate,
                pitch: try fields.optionalInt("pitch") ?? VoiceProfile.defaultPitch,
                pitchRange: try fields.optionalInt("pitchRange") ?? VoiceProfile.defaultPitchRange,
                aliases: try fields.optionalStrings("aliases") ?? [])
        } catch {
            throw .malformed(fields.file?.path ?? "voice file", error.description)
        }
    }
}

/// The keys of a voice file's mapping, read by type; a key without a value (`unverified:`) is
/// absent. Each module reads its own keys: the voice settings here, VoiceOver's words in
/// `VoiceOverWords`. Unchecked Sendable: Yams's nodes are not marked Sendable, but a file's nodes
/// are composed once and only read afterwards.
package struct VoiceFileFields: @unchecked Sendable {
    /// What is wrong with a voice file, and where.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String

        package init(_ message: String, at mark: Mark?) {
            description = mark.map { "line \($0.line), column \($0.column): \(message)" } ?? message
        }
    }

    let values: [String: Node]
    let mark: Mark?
    /// The file the keys were read from; nil for a table read from a key's value.
    package let file: URL?

    init(_ node: Node?, at mark: Mark?, file: URL? = nil) throws(Problem) {
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
        self.file = file
    }

    package func string(_ key: String) throws(Problem) -> String {
        guard let node = values[key] else { throw Problem("'\(key)' is missing", at: mark) }
        return try Self.scalar(node, key)
    }

    /// An espeak-ng voice as a voice file names it: a language tag or a voice file of espeak-ng's
    /// data ("en-us", "gmw/en-US"), never a path or a variant ("../x", "/etc/x", "!v/m1").
    func voiceName(_ key: String) throws(Problem) -> String {
        let name = try string(key)
        let component = /[A-Za-z0-9][A-Za-z0-9_-]*/
        let isName = name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            $0.wholeMatch(of: component) != nil
        }
        guard isName, name.count <= 64 else {
            throw Problem(
                "'\(key)' is '\(name.quotedForMessage())', which is no espeak-ng voice: name a language "
                    + "(en-us) or a voice file (gmw/en-US) that `espeak-ng --voices` lists, without paths or variants",
                at: values[key]?.mark)
        }
        return name
    }

    package func optionalInt(_ key: String) throws(Problem) -> Int? {
        guard let node = values[key] else { return nil }
        guard let number = Int(try Self.scalar(node, key)) else {
            throw Problem("'\(key)' must be a whole number", at: node.mark)
        }
        return number
    }

    package func optionalStrings(_ key: String) throws(Problem) -> [String]? {
        guard let node = values[key] else { return nil }
        guard let sequence = node.sequence else {
            throw Problem("'\(key)' must be a list", at: node.mark)
        }
        var strings: [String] = []
        for item in sequence { strings.append(try Self.scalar(item, key)) }
        return strings
    }

    package func optionalTable(_ key: String) throws(Problem) -> [String: String]? {
        guard let node = values[key] else { return nil }
        let table = try VoiceFileFields(node, at: node.mark)
        var strings: [String: String] = [:]
        for (name, value) in table.values { strings[name] = try Self.scalar(value, name) }
        return strings
    }

    private static func scalar(_ node: Node, _ key: String) throws(Problem) -> String {
        guard let scalar = node.scalar else {
            throw Problem("'\(key.quotedForMessage())' must be a single value", at: node.mark)
        }
        return scalar.string
    }
}
