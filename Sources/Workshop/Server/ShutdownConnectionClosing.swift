import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Ends every connection when the server shuts down or its task is cancelled: one that has not
/// sent a byte yet at once, and any other after ``grace``. Browsers open connections ahead of
/// need (Chromium preconnects one beside a page's WebSocket), and the WebSocket upgrade channel
/// waits for their first request with nothing to end the wait; a connection whose request was
/// cut short waits for the rest of it the same way. Either held a stopping server open for as
/// long as the other side kept it; now the first SIGTERM stops the server within the grace.
struct ShutdownConnectionClosing<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

    /// How long a connection in use may go on finishing its work after shutdown begins.
    static var grace: TimeAmount { .seconds(2) }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(FirstReadWatch(), position: .first)
        }
        .flatMap { base.setup(channel: channel, logger: logger) }
    }

    func handle(value: Base.Value, logger: Logger) async {
        let channel = value.channel
        await withTaskCancellationHandler {
            await withGracefulShutdownHandler {
                await base.handle(value: value, logger: logger)
            } onGracefulShutdown: {
                Self.close(channel)
            }
        } onCancel: {
            Self.close(channel)
        }
    }

    /// Closes `channel` now if it is unused, and after the grace whatever it is doing.
    private static func close(_ channel: any Channel) {
        channel.eventLoop.execute {
            // The watch leaves the pipeline at the connection's first read.
            if (try? channel.pipeline.syncOperations.handler(type: FirstReadWatch.self)) != nil {
                channel.close(promise: nil)
            } else {
                channel.eventLoop.scheduleTask(in: grace) { channel.close(promise: nil) }
            }
        }
    }
}

/// Stays first in a connection's pipeline until the connection's first read, then removes
/// itself.
private final class FirstReadWatch: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
