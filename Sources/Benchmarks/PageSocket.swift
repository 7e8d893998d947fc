import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import SpeechBridge
import Synchronization

/// A workshop page without a browser: a WebSocket client of `earshot serve` that sends what a
/// page sends and hands over each message on the connection's own thread, with its arrival
/// time, before any other thread is woken: a benchmark's hundreds of pages cost the machine
/// they measure as little as they can. ``WorkshopPage`` reads the same messages in order.
///
/// It speaks plain `ws://` with SwiftNIO's own WebSocket pieces (the server's), so nothing in
/// Earshot links a TLS library: the workshop serves plain HTTP on loopback or a room's network.
package final class PageSocket: Sendable {
    /// Where the connection is: texts sent before it opened wait for it.
    private enum State {
        case connecting(waiting: [String], closing: Bool)
        case open(any Channel)
        case ended
    }

    private let state = Mutex<State>(.connecting(waiting: [], closing: false))

    /// The largest message the server sends (an utterance's audio comes in frames far smaller).
    static let maximumFrameSize = 1 << 20

    /// Connects to `url` (`ws://host:port/ws?…`); `origin` is sent as the Origin header when
    /// given. `deliver` is called with each message as it arrives, one at a time, and last with
    /// ``PageMessage/closed``, also when the server refuses the page or cannot be reached.
    package init(
        url: String, origin: String? = nil,
        deliver: @escaping @Sendable (ContinuousClock.Instant, PageMessage) -> Void
    ) {
        // The end is told once: by the connection closing, or by it never opening.
        let ended = OneShot<Void>()
        let deliver: @Sendable (ContinuousClock.Instant, PageMessage) -> Void = { at, message in
            guard message != .closed || ended.set(()) else { return }
            deliver(at, message)
        }
        Task { [self] in
            guard let channel = try? await Self.connect(to: url, origin: origin, deliver: deliver) else {
                state.withLock { $0 = .ended }
                deliver(.now, .closed)
                return
            }
            let (waiting, closing) = state.withLock { state -> ([String], Bool) in
                guard case .connecting(let waiting, let closing) = state else { return ([], true) }
                state = .open(channel)
                return (waiting, closing)
            }
            for text in waiting { Self.write(text, on: channel) }
            if closing { close() }
        }
    }

    /// Sends one message (JSON text).
    package func send(_ text: String) {
        let channel = state.withLock { state -> (any Channel)? in
            switch state {
            case .connecting(let waiting, let closing):
                state = .connecting(waiting: waiting + [text], closing: closing)
                return nil
            case .open(let channel): return channel
            case .ended: return nil
            }
        }
        if let channel { Self.write(text, on: channel) }
    }

    /// Says goodbye to the server, which closes the connection.
    package func close() {
        let channel = state.withLock { state -> (any Channel)? in
            switch state {
            case .connecting(let waiting, _):
                state = .connecting(waiting: waiting, closing: true)
                return nil
            case .open(let channel):
                state = .ended
                return channel
            case .ended: return nil
            }
        }
        guard let channel else { return }
        var goodbye = ByteBuffer()
        goodbye.write(webSocketErrorCode: .normalClosure)
        channel.writeAndFlush(
            WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: goodbye), promise: nil)
    }

    /// A client masks every frame it sends (RFC 6455 §5.3).
    private static func write(_ text: String, on channel: any Channel) {
        channel.writeAndFlush(
            WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)), promise: nil)
    }

    private enum Upgrade: Sendable {
        case webSocket(any Channel)
        case refused
    }

    /// Opens the connection and upgrades it to a WebSocket read by a ``Reader``; nil when the
    /// server refuses.
    private static func connect(
        to address: String, origin: String?, deliver: @escaping @Sendable (ContinuousClock.Instant, PageMessage) -> Void
    ) async throws -> (any Channel)? {
        guard let url = URL(string: address), let host = url.host, let port = url.port else { return nil }
        let target = url.path + (url.query.map { "?\($0)" } ?? "")
        let upgrade: EventLoopFuture<Upgrade> = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: maximumFrameSize) {
                        channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(Reader(deliver: deliver))
                            return .webSocket(channel)
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
                    // Told when the connection closes, even while it is being upgraded (before
                    // the reader is there to see it).
                    channel.closeFuture.whenComplete { _ in deliver(.now, .closed) }
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

    /// Hands each whole message to `deliver` as its last frame is read, answers pings, and
    /// closes the connection when the server does (the connection's close future tells the end).
    private final class Reader: ChannelInboundHandler {
        typealias InboundIn = WebSocketFrame
        typealias OutboundOut = WebSocketFrame

        private let deliver: @Sendable (ContinuousClock.Instant, PageMessage) -> Void
        /// A message in fragments so far: its first frame's opcode and the data.
        private var partial: (opcode: WebSocketOpcode, data: ByteBuffer)?

        init(deliver: @escaping @Sendable (ContinuousClock.Instant, PageMessage) -> Void) {
            self.deliver = deliver
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            switch frame.opcode {
            case .text, .binary:
                if frame.fin {
                    deliver(.now, Self.decode(frame.opcode, frame.unmaskedData))
                } else {
                    partial = (frame.opcode, frame.unmaskedData)
                }
            case .continuation:
                guard var message = partial else { return }
                var data = frame.unmaskedData
                message.data.writeBuffer(&data)
                partial = frame.fin ? nil : message
                if frame.fin { deliver(.now, Self.decode(message.opcode, message.data)) }
            case .ping:
                context.writeAndFlush(
                    wrapOutboundOut(
                        WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData)),
                    promise: nil)
            case .connectionClose:
                context.close(promise: nil)
            default:
                return
            }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }

        private static func decode(_ opcode: WebSocketOpcode, _ data: ByteBuffer) -> PageMessage {
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
}
