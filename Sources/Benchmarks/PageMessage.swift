import Foundation
import Reporting

/// A message a workshop page receives from the server (``PageSocket``, ``WorkshopPage``).
package enum PageMessage: Sendable, Equatable {
    /// A JSON message, as text: ``hasType(_:)`` and ``object`` read it.
    case json(String)
    /// An audio frame: its stream and how many samples it carries.
    case audio(stream: UInt32, samples: Int)
    /// The connection ended (or never opened): always the last message.
    case closed
}

extension PageMessage {
    /// Whether this is a JSON message of `type`, told without decoding it (a benchmark receives
    /// thousands a second). The server writes `"type":"…"` without spaces; inside a string
    /// value the quotes would be escaped.
    package func hasType(_ type: String) -> Bool {
        guard case .json(let text) = self else { return false }
        return text.utf8Offset(of: "\"type\":\"\(type)\"") != nil
    }

    /// The stream of the first utterance a `said` message announces; nil for any other message,
    /// and for a `said` that announces no speech (a page joining, speech stopped).
    ///
    /// It is read without decoding the message: the server writes an utterance's `stream` before
    /// its text, so the first `"stream":` is the first utterance's (a quote inside a string
    /// value is escaped).
    package var firstStream: UInt32? {
        let key = #""stream":"#
        guard case .json(let text) = self, hasType("said"), let at = text.utf8Offset(of: key) else { return nil }
        let digits = at + key.utf8.count
        return UInt32(
            String(decoding: text.utf8.dropFirst(digits).prefix { (0x30...0x39).contains($0) }, as: UTF8.self))
    }

    /// The JSON message's fields; nil for audio, the end, or text that is not a JSON object.
    package var object: [String: JSONValue]? {
        guard case .json(let text) = self else { return nil }
        return try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
    }
}
