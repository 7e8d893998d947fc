import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Closes, when the server shuts down or its task is cancelled, every connection that has not
/// sent a byte yet. Browsers open such connections ahead of need (Chromium preconnects one
/// beside a page's WebSocket), and the WebSocket upgrade channel waits for their first request
/// with nothing to end the wait, so one of them held a stopping server open for as long as the
/// browser kept it.
struct UnusedConnectionClosing<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

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
                Self.closeIfUnused(channel)
            }
        } onCancel: {
            Self.closeIfUnused(channel)
        }
    }

    private static func closeIfUnused(_ channel: any Channel) {
        channel.eventLoop.execute {
            // The watch leaves the pipeline at the connection's first read.
            if (try? channel.pipeline.syncOperations.handler(type: FirstReadWatch.self)) != nil {
                channel.close(promise: nil)
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
