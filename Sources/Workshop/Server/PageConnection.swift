import Foundation
import HummingbirdWebSocket
import NIOCore

/// One page's WebSocket: joins it to a session (a new one, or the one it follows), passes its
/// messages to the session within the limits, and writes what the session sends it.
struct PageConnection {
    let registry: SessionRegistry
    let file: String

    func run(follow: String?, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let limits = registry.limits
        let session: WorkshopSession
        do {
            session = try await join(follow: follow)
        } catch {
            try await outbound.write(.text(ServerMessage.text(ServerMessage.Problem(message: error.message))))
            try await outbound.close(.policyViolation, reason: nil)
            return
        }
        let presenter = follow == nil
        let page = await registry.newPage()
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        await session.join(page: page, continuation, presenter: presenter, file: file)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in stream where session.audience.isLive(message) {
                    switch message {
                    case .text(let text): try await outbound.write(.text(text))
                    case .audio(_, let frame, _): try await outbound.write(.binary(ByteBuffer(bytes: frame)))
                    }
                }
                // The session closed: so does the page's connection.
                try? await outbound.close(.normalClosure, reason: "the session ended")
            }
            var rate = MessageRate(perSecond: limits.messagesPerSecond)
            do {
                for try await message in inbound.messages(maxSize: WorkshopLimits.transportMessageBytes) {
                    let problem = await take(message, rate: &rate, presenter: presenter, session: session)
                    if let problem {
                        session.audience.send(
                            .text(ServerMessage.text(ServerMessage.Problem(message: problem))), to: page)
                    }
                }
            } catch {
                // A broken connection ends the page like a closed one.
            }
            await session.leave(page: page)
            try await group.waitForAll()
        }
    }

    private func join(follow: String?) async throws(Refusal) -> WorkshopSession {
        guard let follow else { return try await registry.open() }
        guard let session = await registry.session(follow) else {
            throw Refusal("no session has the code '\(follow.prefix(12))'; check the code the presenter shows")
        }
        guard session.audience.count < registry.limits.maximumPagesPerSession else {
            throw Refusal(
                "session \(session.code) is shown on \(registry.limits.maximumPagesPerSession) pages, the most it takes; "
                    + "start the server with a larger --max-followers for a larger room")
        }
        return session
    }

    /// Acts on one message; returns what to tell the page when it is not taken.
    private func take(
        _ message: WebSocketMessage, rate: inout MessageRate, presenter: Bool, session: WorkshopSession
    ) async -> String? {
        guard rate.allows() else {
            return
                "too many messages: at most \(registry.limits.messagesPerSecond) a second are taken; this one was not"
        }
        guard case .text(let text) = message else { return "binary messages are not taken; send JSON text" }
        guard text.utf8.count <= registry.limits.maximumMessageBytes else {
            return
                "a message may be at most \(registry.limits.maximumMessageBytes) bytes; this one has \(text.utf8.count)"
        }
        guard presenter else {
            return "this page follows the presenter's session; take a session of your own to navigate"
        }
        do {
            await session.receive(try ClientMessage.decode(text))
            return nil
        } catch {
            return error.message
        }
    }
}
