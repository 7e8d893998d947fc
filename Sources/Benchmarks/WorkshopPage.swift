import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A workshop page without a browser: a WebSocket client of `earshot serve` that sends what a
/// page sends and hands over each message as it arrives, with its arrival time.
///
/// It speaks plain `ws://` with SwiftNIO's own WebSocket pieces (the server's), so nothing in
/// Earshot links a TLS library: the workshop serves plain HTTP on loopback or a room's network.
package final class WorkshopPage: Sendable {
    /// A message from the server.
    package enum Received: Sendable, Equatable {
        /// A JSON message, as text: ``type`` and ``object`` read it.
        case json(String)
        /// An audio frame: its stream and how many samples it carries.
        case audio(stream: UInt32, samples: Int)
        /// The server closed the connection.
        case closed
    }

    /// Messages in the order they arrived, each with its arrival time.
    package let received: AsyncStream<(at: ContinuousClock.Instant, message: Received)>
    private let outgoing: AsyncStream<String>.Continuation
    private let connection: Task<Void, Never>

    /// The largest message the server sends (an utterance's audio comes in frames far smaller).
    static let maximumFrameSize = 1 << 20

    /// Connects to `url` (`ws://host:port/ws?…`); `origin` is sent as the Origin header when given.
    package init(url: String, origin: String? = nil) {
        let (received, arrivals) = AsyncStream.makeStream(of: (at: ContinuousClock.Instant, message: Received).self)
        let (toSend, outgoing) = AsyncStream.makeStream(of: String.self)
        self.received = received
        self.outgoing = outgoing
        connection = Task {
            if let channel = try? await Self.connect(to: url, origin: origin) {
                try? await Self.exchange(on: channel, sending: toSend) { arrivals.yield((.now, $0)) }
            }
            arrivals.yield((.now, .closed))
            arrivals.finish()
        }
    }

    /// Sends one message (JSON text).
    package func send(_ text: String) {
        outgoing.yield(text)
    }

    /// Closes the connection.
    package func close() {
        outgoing.finish()
    }

    private enum Upgrade: Sendable {
        case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    /// Opens the connection and upgrades it to a WebSocket; nil when the server refuses.
    private static func connect(
        to address: String, origin: String?
    ) async throws -> NIOAsyncChannel<WebSocketFrame, WebSocketFrame>? {
        guard let url = URL(string: address), let host = url.host, let port = url.port else { return nil }
        let target = url.path + (url.query.map { "?\($0)" } ?? "")
        let upgrade: EventLoopFuture<Upgrade> = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: maximumFrameSize) {
                        channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            .webSocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders([("Host", "\(host):\(port)"), ("Content-Length", "0")])
                    if let origin { headers.add(name: "Origin", value: origin) }
                    let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: target, headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                        upgradeRequestHead: request, upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in
                            channel.eventLoop.makeCompletedFuture { Upgrade.refused }
                        })
                    // The server's first message may come in the packet of its upgrade response:
                    // the HTTP decoder hands what follows the response on to the WebSocket decoder.
                    var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: configuration)
                    pipeline.leftOverBytesStrategy = .forwardBytes
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: pipeline)
                }
            }
        guard case .webSocket(let channel) = try await upgrade.get() else { return nil }
        return channel
    }

    /// Sends what `toSend` yields and hands each whole message received to `deliver`, until
    /// either side closes. A client masks every frame it sends (RFC 6455 §5.3).
    private static func exchange(
        on channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, sending toSend: AsyncStream<String>,
        deliver: @escaping @Sendable (Received) -> Void
    ) async throws {
        try await channel.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in toSend {
                        try await outbound.write(
                            WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text))
                        )
                    }
                    var goodbye = ByteBuffer()
                    goodbye.write(webSocketErrorCode: .normalClosure)
                    try await outbound.write(
                        WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: goodbye))
                }
                // A message may come in fragments: its first frame, continuations, the last with fin.
                var partial: (opcode: WebSocketOpcode, data: ByteBuffer)?
                reading: for try await frame in inbound {
                    switch frame.opcode {
                    case .text, .binary:
                        if frame.fin {
                            deliver(decode(frame.opcode, frame.unmaskedData))
                        } else {
                            partial = (frame.opcode, frame.unmaskedData)
                        }
                    case .continuation:
                        guard var message = partial else { continue }
                        var data = frame.unmaskedData
                        message.data.writeBuffer(&data)
                        partial = frame.fin ? nil : message
                        if frame.fin { deliver(decode(message.opcode, message.data)) }
                    case .ping:
                        try await outbound.write(
                            WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
                    case .connectionClose:
                        break reading
                    default:
                        continue
                    }
                }
                group.cancelAll()
            }
        }
    }

    private static func decode(_ opcode: WebSocketOpcode, _ data: ByteBuffer) -> Received {
        var buffer = data
        guard opcode == .binary else { return .json(String(buffer: buffer)) }
        // A frame: its stream, its word marks (a count, then eight bytes each), its samples.
        guard let stream = buffer.readInteger(endianness: .little, as: UInt32.self),
            let marks = buffer.readInteger(endianness: .little, as: UInt32.self)
        else {
            return .audio(stream: 0, samples: 0)
        }
        return .audio(stream: stream, samples: max(0, buffer.readableBytes - Int(marks) * 8) / 2)
    }
}

extension WorkshopPage.Received {
    /// Whether this is a JSON message of `type`, told without decoding it (a benchmark receives
    /// thousands a second). The server writes `"type":"…"` without spaces; inside a string
    /// value the quotes would be escaped.
    package func hasType(_ type: String) -> Bool {
        guard case .json(let text) = self else { return false }
        return Self.offset(after: "\"type\":\"\(type)\"", in: text) != nil
    }

    /// The stream of the first utterance a `said` message announces; nil for any other message,
    /// and for a `said` that announces no speech (a page joining, speech stopped).
    ///
    /// It is read without decoding the message: the server writes an utterance's `stream` before
    /// its text, so the first `"stream":` is the first utterance's (a quote inside a string
    /// value is escaped).
    package var firstStream: UInt32? {
        guard case .json(let text) = self, hasType("said"), let digits = Self.offset(after: #""stream":"#, in: text)
        else { return nil }
        return UInt32(
            String(decoding: text.utf8.dropFirst(digits).prefix { (0x30...0x39).contains($0) }, as: UTF8.self))
    }

    /// The offset in `text`'s UTF-8 just past the first `needle`; nil when there is none.
    private static func offset(after needle: String, in text: String) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle -> Int? in
                guard let base = haystack.baseAddress, let first = needle.first else { return nil }
                var from = 0
                while from + needle.count <= haystack.count,
                    let found = memchr(base + from, Int32(first), haystack.count - needle.count - from + 1)
                {
                    let at = UnsafeRawPointer(base).distance(to: found)
                    if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return at + needle.count }
                    from = at + 1
                }
                return nil
            }
        }
    }

    /// The JSON message's fields; nil for audio, the end, or text that is not a JSON object.
    package var object: [String: JSONValue]? {
        guard case .json(let text) = self else { return nil }
        return try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
    }
}

/// A JSON value as the server sends it.
package enum JSONValue: Sendable, Equatable, Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    package init(from decoder: any Decoder) throws {
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

    package var string: String? { if case .string(let value) = self { value } else { nil } }
    package var number: Double? { if case .number(let value) = self { value } else { nil } }
    package var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    package subscript(key: String) -> JSONValue? { if case .object(let value) = self { value[key] } else { nil } }
}
