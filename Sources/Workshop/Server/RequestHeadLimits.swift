import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Answers every request the server cannot read, and closes the connection: a request line
/// longer than ``WorkshopLimits/requestLineBytes`` gets 414, a head larger than
/// ``WorkshopLimits/requestHeadBytes`` 431, bytes that are not HTTP 400. It also closes a
/// connection that sends no whole request head for ``WorkshopLimits/requestHeadTimeout`` while
/// it waits for one.
///
/// The WebSocket upgrade channel turns NIO's own answer to unreadable requests off and leaves it
/// to Hummingbird, which only gives it once the connection's first request has been handed over:
/// a first request that did not read (80 KB of head, stray bytes) was never answered nor closed,
/// and no connection was ever timed out.
struct RequestHeadLimits<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let line = RequestLineLimit()
            try channel.pipeline.syncOperations.addHandler(line, position: .first)
            // After the upgrade handler, which holds the first request back while it decides.
            try channel.pipeline.syncOperations.addHandler(RequestHeadWatch(line: line))
            return value
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
        // A connection whose handling is over is closed: NIO fails the upgrade of a WebSocket
        // upgrade request with a body, and goes on reading it, as HTTP no one answers.
        value.channel.close(promise: nil)
    }
}

/// Measures each request line before the HTTP decoder reads it (which counts it with the
/// headers), and stops one that grows past the limit without ending.
private final class RequestLineLimit: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    struct TooLong: Error {}

    enum State {
        /// In a request line, this many bytes of it read.
        case line(Int)
        /// In the rest of a request, until ``RequestHeadWatch`` sees its end.
        case rest
        /// Nothing more is read.
        case refused
    }
    private var state = State.line(0)

    /// The next bytes begin a request line.
    func requestEnded() {
        if case .rest = state { state = .line(0) }
    }

    /// Passes the bytes on a line at a time, so that a request ending with a line (as every
    /// request without a body does) has the next one's request line measured from its start.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        while bytes.readableBytes > 0 {
            let lineBreak = bytes.readableBytesView.firstIndex(of: UInt8(ascii: "\n"))
            let length = (lineBreak ?? bytes.writerIndex) - bytes.readerIndex
            switch state {
            case .refused: return
            case .rest: break
            case .line(let read):
                guard read + length <= WorkshopLimits.requestLineBytes else {
                    state = .refused
                    return context.fireErrorCaught(TooLong())
                }
                state = lineBreak == nil ? .line(read + length) : .rest
            }
            context.fireChannelRead(wrapInboundOut(bytes.readSlice(length: length + (lineBreak == nil ? 0 : 1))!))
        }
    }
}

/// Answers a request that cannot be read once every request before it has been answered, then
/// closes; closes a connection waiting too long for a request head. A WebSocket upgrade takes
/// it and the line limit out of the pipeline.
private final class RequestHeadWatch: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How long a refused connection is still read, so that what the client is still sending
    /// does not reset the connection before the client has read the answer.
    static let linger = TimeAmount.milliseconds(500)

    private let line: RequestLineLimit
    /// Requests read whose response has not ended.
    private var unanswered = 0
    /// The answer to a request that cannot be read.
    private var refusal: HTTPResponseStatus?
    private var closing = false
    private var timeout: Scheduled<Void>?

    init(line: RequestLineLimit) {
        self.line = line
    }

    func handlerAdded(context: ChannelHandlerContext) {
        waitForHead(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timeout?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            timeout?.cancel()
        case .body: break
        case .end: line.requestEnded()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard case .end = unwrapOutboundIn(data) else { return }
        unanswered -= 1
        if unanswered == 0 {
            if let refusal { refuse(context, refusal) } else { waitForHead(context) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Once a request is refused or the connection is closing, nothing more is read.
        guard refusal == nil, !closing else { return }
        let status: HTTPResponseStatus
        switch error {
        case is RequestLineLimit.TooLong: status = .uriTooLong
        case HTTPParserError.headerOverflow: status = .requestHeaderFieldsTooLarge
        case is HTTPParserError: status = .badRequest
        default: return context.fireErrorCaught(error)
        }
        refusal = status
        if unanswered == 0 { refuse(context, status) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        context.fireUserInboundEventTriggered(event)
        if event is HTTPServerUpgradeEvents {
            context.pipeline.syncOperations.removeHandler(line, promise: nil)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    /// Closes the connection unless a request head arrives in time.
    private func waitForHead(_ context: ChannelHandlerContext) {
        timeout = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(WorkshopLimits.requestHeadTimeout)) {
            self.close(context)
        }
    }

    /// Answers `status`, and closes the connection after the ``linger``.
    private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus) {
        timeout?.cancel()
        let head = HTTPResponseHead(
            version: .http1_1, status: status, headers: ["Connection": "close", "Content-Length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) { self.close(context) }
        }
    }

    /// Ends the connection's input: whoever holds the connection then closes it, as when a
    /// client stops sending (the WebSocket upgrade channel logs an error for a connection closed
    /// under it, and nothing for one whose input ended).
    private func close(_ context: ChannelHandlerContext) {
        closing = true
        context.close(mode: .input, promise: nil)
    }
}
