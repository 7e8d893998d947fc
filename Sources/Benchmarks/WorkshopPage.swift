import Foundation
import HummingbirdWSClient
import Logging

/// A workshop page without a browser: a WebSocket client of `earshot serve` that sends what a
/// page sends and hands over each message as it arrives, with its arrival time.
public final class WorkshopPage: Sendable {
    /// A message from the server.
    public enum Received: Sendable, Equatable {
        /// A JSON message, as text: ``type`` and ``object`` read it.
        case json(String)
        /// An audio frame: its stream and how many samples it carries.
        case audio(stream: UInt32, samples: Int)
        /// The server closed the connection.
        case closed
    }

    /// Messages in the order they arrived, each with its arrival time.
    public let received: AsyncStream<(at: ContinuousClock.Instant, message: Received)>
    private let outgoing: AsyncStream<String>.Continuation
    private let connection: Task<Void, Never>

    /// Connects to `url` (`ws://host:port/ws?…`); `origin` is sent as the Origin header when given.
    public init(url: String, origin: String? = nil) {
        let (received, arrivals) = AsyncStream.makeStream(of: (at: ContinuousClock.Instant, message: Received).self)
        let (toSend, outgoing) = AsyncStream.makeStream(of: String.self)
        self.received = received
        self.outgoing = outgoing
        var configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 20)
        if let origin { configuration.additionalHeaders[.origin] = origin }
        let logger = Logger(label: "earshot.workshop-page") { _ in SwiftLogNoOpLogHandler() }
        connection = Task {
            _ = try? await WebSocketClient.connect(url: url, configuration: configuration, logger: logger) {
                inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await text in toSend { try await outbound.write(.text(text)) }
                        try await outbound.close(.normalClosure, reason: nil)
                    }
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        arrivals.yield((.now, Self.decode(message)))
                    }
                    group.cancelAll()
                }
            }
            arrivals.yield((.now, .closed))
            arrivals.finish()
        }
    }

    /// Sends one message (JSON text).
    public func send(_ text: String) {
        outgoing.yield(text)
    }

    /// Closes the connection.
    public func close() {
        outgoing.finish()
    }

    private static func decode(_ message: WebSocketMessage) -> Received {
        switch message {
        case .text(let text):
            return .json(text)
        case .binary(var buffer):
            guard let stream = buffer.readInteger(endianness: .little, as: UInt32.self) else {
                return .audio(stream: 0, samples: 0)
            }
            return .audio(stream: stream, samples: buffer.readableBytes / 2)
        }
    }
}

extension WorkshopPage.Received {
    /// Whether this is a JSON message of `type`, told without decoding it (a benchmark receives
    /// thousands a second). The server writes `"type":"…"` without spaces; inside a string
    /// value the quotes would be escaped.
    public func hasType(_ type: String) -> Bool {
        guard case .json(let text) = self else { return false }
        return text.contains("\"type\":\"\(type)\"")
    }

    /// The stream of the first utterance a `said` message announces; nil for any other message,
    /// and for a `said` that announces no speech (a page joining, speech stopped).
    public var firstStream: UInt32? {
        guard hasType("said"), let stream = object?["utterances"]?.array?.first?["stream"]?.number else { return nil }
        return UInt32(stream)
    }

    /// The JSON message's fields; nil for audio, the end, or text that is not a JSON object.
    public var object: [String: JSONValue]? {
        guard case .json(let text) = self else { return nil }
        return try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
    }
}

/// A JSON value as the server sends it.
public enum JSONValue: Sendable, Equatable, Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    public var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    public subscript(key: String) -> JSONValue? { if case .object(let value) = self { value[key] } else { nil } }
}
