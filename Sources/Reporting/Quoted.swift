extension StringProtocol {
    /// The text as a message may quote it: on one line (line breaks and other control characters
    /// shown as escapes) and cut to about `limit` characters with an ellipsis, so that a
    /// megabyte of careless input never becomes a megabyte of message.
    public func quotedForMessage(limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for character in self {
            if count >= limit {
                result += "…"
                break
            }
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                    result += character.unicodeScalars.map {
                        "\\u{" + String($0.value, radix: 16) + "}"
                    }.joined()
                } else {
                    result.append(character)
                }
            }
            count += 1
        }
        return result
    }
}
