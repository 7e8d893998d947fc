import Benchmarks
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Testing

/// The test and benchmark client of the workshop: it must not lose what a server sends.
@Suite struct WorkshopPageTests {
    /// A server whose first message comes in the very packet of its upgrade response, as the
    /// workshop's does when the machine is loaded: the page still receives it.
    @Test func aMessageInThePacketOfTheUpgradeArrives() async throws {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer {
                $0.pipeline.addHandler(EagerWebSocketServer(firstMessage: #"{"type":"welcome"}"#))
            }
            .bind(host: "127.0.0.1", port: 0).get()
        defer { server.close(promise: nil) }
        let page = WorkshopPage(url: "ws://127.0.0.1:\(server.localAddress!.port!)/ws")
        defer { page.close() }
        let first = await page.received.first { _ in true }?.message
        #expect(first == .json(#"{"type":"welcome"}"#))
    }

    /// The stream a `said` announces first is read without decoding the message, and a label
    /// quoting the protocol does not fool it.
    @Test func theFirstStreamOfASaidMessage() {
        let said = PageMessage.json(
            #"{"type":"said","interrupts":true,"utterances":[{"stream":12,"cause":"swipe","text":"\"stream\":3","#
                + #""parts":[]},{"stream":13,"cause":"swipe","text":"","parts":[]}],"rotor":""}"#)
        #expect(said.firstStream == 12)
        #expect(
            PageMessage.json(#"{"type":"said","interrupts":true,"utterances":[],"rotor":""}"#).firstStream
                == nil)
        #expect(PageMessage.json(#"{"type":"audioEnd","stream":4}"#).firstStream == nil)
    }
}

/// Answers a WebSocket upgrade request with the upgrade response and a text frame in one write,
/// and closes a second later.
/// The response comes from SwiftNIO's own server upgrader, run on an in-memory channel.
private final class EagerWebSocketServer: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    private let firstMessage: String
    private var request = ByteBuffer()

    init(firstMessage: String) {
        self.firstMessage = firstMessage
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        request.writeBuffer(&bytes)
        guard String(buffer: request).contains("\r\n\r\n"), var reply = try? upgradeResponse(to: request) else {
            return
        }
        reply.writeBytes([0x81, UInt8(firstMessage.utf8.count)])  // a final, unmasked text frame
        reply.writeString(firstMessage)
        context.writeAndFlush(wrapOutboundOut(reply), promise: nil)
        // Closed a while after, so that a page that lost the message sees the end first.
        context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) { context.close(promise: nil) }
    }

    private func upgradeResponse(to request: ByteBuffer) throws -> ByteBuffer {
        let channel = EmbeddedChannel()
        let upgrader = NIOWebSocketServerUpgrader(
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
            upgradePipelineHandler: { channel, _ in channel.eventLoop.makeSucceededVoidFuture() })
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
        channel.pipeline.fireChannelActive()
        try channel.writeInbound(request)
        channel.embeddedEventLoop.run()
        var response = ByteBuffer()
        while var part = try channel.readOutbound(as: ByteBuffer.self) { response.writeBuffer(&part) }
        return response
    }
}
