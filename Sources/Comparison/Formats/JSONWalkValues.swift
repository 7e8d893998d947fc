import ScreenFiles

/// Reading the JSON walk formats: values with their places, and errors at them.
extension SourceNode {
    /// The value of `key` in a mapping, or nil (also when this is not a mapping).
    func member(_ key: String) -> SourceNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { pair in
            if case .scalar(let scalar) = pair.key.value { scalar.text == key } else { false }
        }?.value
    }

    /// The text of a JSON string, or nil for any other value.
    var quotedText: String? {
        if case .scalar(let scalar) = value, scalar.isQuoted { scalar.text } else { nil }
    }

    /// The value of JSON `true` or `false`, or nil for any other value.
    var boolean: Bool? {
        guard case .scalar(let scalar) = value, !scalar.isQuoted else { return nil }
        return ["true": true, "false": false][scalar.text]
    }

    /// An utterance: text, or nil for JSON null; anything else is an error here.
    func utterance(file: String) throws(WalkError) -> String? {
        if case .scalar(let scalar) = value {
            if scalar.isQuoted { return scalar.text }
            if scalar.isNull { return nil }
        }
        throw error(file: file, "an utterance must be text or null, not \(kindName)")
    }

    func error(file: String, _ message: String) -> WalkError {
        WalkError(at: location(in: file), message)
    }
}

extension JSONSource {
    /// A JSON document of a walk file, or its syntax error.
    static func walkValue(_ text: String, file: String) throws(WalkError) -> SourceNode {
        do {
            return try parse(text, file: file)
        } catch {
            throw WalkError(at: error.location, error.message)
        }
    }
}
