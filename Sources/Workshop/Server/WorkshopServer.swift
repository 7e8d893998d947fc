import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import Voices

/// `earshot serve`: the workshop view's web server. It serves the page (compiled in) and one
/// WebSocket per page at `/ws`: gestures come in, what VoiceOver says and its audio go out.
/// It stops cleanly on SIGINT and SIGTERM, and its synthesis processes with it.
package struct WorkshopServer: Sendable {
    package let configuration: WorkshopConfiguration
    let registry: SessionRegistry
    private let guardian: RequestGuard
    /// The real screen drawn under the start screen's boxes, when there is one.
    package let screenshot: Screenshot?
    /// Every session's speech, synthesised in chunks over the synthesis processes.
    let synthesis: SynthesisScheduler

    /// How often the file is looked at for changes, and idle sessions closed.
    static let maintenanceInterval = Duration.milliseconds(500)
    /// How long a graceful shutdown may take before what is left of it is cancelled. Every
    /// connection is closed by then (``ShutdownConnectionClosing/grace``); this bounds the rest.
    static let shutdownDeadline = Duration.seconds(4)

    package init(configuration: WorkshopConfiguration, voices: VoiceCatalog) {
        self.configuration = configuration
        let screenshot = Screenshot.of(file: configuration.file, named: configuration.screenshot)
        self.screenshot = screenshot
        let synthesis = configuration.synthesis.scheduler(voices: voices)
        self.synthesis = synthesis
        registry = SessionRegistry(
            document: AppDocument(url: configuration.file, alsoWatched: screenshot.map { [$0.url] } ?? []),
            voices: voices, locale: configuration.locale, limits: configuration.limits, synthesis: synthesis,
            screenshot: screenshot)
        guardian = RequestGuard(token: configuration.token)
    }

    /// Diagnostics of the file as it loaded at start; empty when it loaded. The server runs
    /// either way and shows them in the page. With them, why the start screen's screenshot is
    /// not drawn, if it is not.
    package var loadDiagnostics: [String] {
        var diagnostics = screenshot?.problem().map { [$0] } ?? []
        if case .failed(let errors) = registry.document.loaded { diagnostics += errors }
        return diagnostics
    }

    /// Runs until SIGINT or SIGTERM (or the task is cancelled); `ready` gets the port listened on.
    /// The first signal stops it within ``shutdownDeadline``.
    package func run(logger: Logger, ready: @escaping @Sendable (Int) async -> Void) async throws {
        let application = makeApplication(logger: logger, ready: ready)
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: application),
                .init(service: Maintenance(registry: registry), successTerminationBehavior: .gracefullyShutdownGroup),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.shutdownDeadline
        try await ServiceGroup(configuration: configuration).run()
        await registry.closeAll()
        synthesis.close()
    }

    func makeApplication(logger: Logger, ready: @escaping @Sendable (Int) async -> Void) -> some Service {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let guardian = self.guardian
        let token = configuration.token
        router.middlewares.add(GuardMiddleware(guardian: guardian))
        for (path, asset) in PageAssets.byPath {
            router.get(RouterPath(path)) { request, _ -> Response in
                var headers = Self.headers(contentType: asset.contentType)
                if let token, path == "/" {
                    headers[.setCookie] = "\(RequestGuard.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
                }
                return Response(
                    status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
            }
        }
        // Screenshots are read again on each request, so a new one saved over the old shows.
        if let screenshot {
            router.get(RouterPath(Screenshot.path)) { _, _ -> Response in Self.png(screenshot.bytes()) }
        }
        let document = registry.document
        router.get(RouterPath(Screenshot.screensPath + ":screen")) { _, context -> Response in
            Self.png(Screenshot.bytes(ofScreen: context.parameters.get("screen") ?? "", in: document.loaded))
        }
        let registry = self.registry
        let file = configuration.file.path
        router.ws("/ws") { inbound, outbound, context in
            let query = context.request.uri.queryParameters
            try await PageConnection(registry: registry, file: file)
                .run(follow: query["follow"].map(String.init), inbound: inbound, outbound: outbound)
        }
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            ShutdownConnectionClosing(
                base: RequestHeadLimits(
                    base: HTTP1WebSocketUpgradeChannel(
                        responder: responder, webSocketResponder: webSocketResponder,
                        configuration: .init(
                            http1: .init(httpDecoderConfiguration: Self.decoderLimits),
                            ws: .init(maxFrameSize: WorkshopLimits.transportMessageBytes)))))
        }
        return Application(
            router: router,
            server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in await ready(channel.localAddress?.port ?? 0) },
            logger: logger)
    }
}

extension WorkshopServer {
    /// The HTTP decoder's limits: a head (its request target and headers, names and values) of at
    /// most ``WorkshopLimits/requestHeadBytes``, with at most 1,000 headers. Past them the
    /// decoder fails, and ``RequestHeadLimits`` answers 431.
    fileprivate static let decoderLimits = HTTP1Channel.Configuration.DecoderConfiguration(
        maxHeaderFieldSize: WorkshopLimits.requestHeadBytes, maxHeaderListSize: WorkshopLimits.requestHeadBytes,
        maxHeaderFieldCount: 1_000)

    /// A PNG's response, or 404 when there is none.
    fileprivate static func png(_ bytes: [UInt8]?) -> Response {
        guard let bytes else { return Response(status: .notFound) }
        return Response(
            status: .ok, headers: headers(contentType: "image/png"),
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The headers of everything the server sends: never cached, never framed, never sniffed.
    fileprivate static func headers(contentType: String) -> HTTPFields {
        [
            .contentType: contentType, .cacheControl: "no-store",
            .contentSecurityPolicy:
                "default-src 'self'; connect-src 'self'; media-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
    }
}

/// Answers, with 400 and the reason, every request ``RequestGuard`` cannot read, and with 403
/// every one it does not let through.
private struct GuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let guardian: RequestGuard

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    )
        async throws -> Response
    {
        if let malformation = RequestGuard.malformation(request) {
            return Self.answer(.badRequest, malformation)
        }
        if let refusal = guardian.refusal(request) {
            return Self.answer(.forbidden, refusal)
        }
        return try await next(request, context)
    }

    private static func answer(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: reason + "\n")))
    }
}

/// The server's housekeeping: the file reloaded when it changes, idle sessions closed. It is
/// the first service told to stop, and stops at once: a file being read again or a busy session
/// it waits for does not hold the rest of the server up.
private struct Maintenance: Service {
    let registry: SessionRegistry

    func run() async throws {
        let work = Task { [registry] in
            while !Task.isCancelled {
                try? await Task.sleep(for: WorkshopServer.maintenanceInterval)
                await registry.reloadIfChanged()
                await registry.closeIdle()
            }
        }
        try? await gracefulShutdown()
        work.cancel()
    }
}
