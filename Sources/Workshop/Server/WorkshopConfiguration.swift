import Foundation

/// How `earshot serve` runs: the file it shows, where it listens, the locale sessions start in.
package struct WorkshopConfiguration: Sendable {
    /// A screen file or a capture; it is read again whenever it changes.
    package var file: URL
    package var host: String
    /// 0 picks a free port.
    package var port: Int
    package var locale: String
    package var limits: WorkshopLimits
    /// The access token every request must carry; nil serves without one, which only a loopback
    /// host allows.
    package var token: String?
    /// The PNG drawn under the start screen; nil looks for one beside `file`.
    package var screenshot: URL?
    /// Where the sessions' speech is synthesised.
    package var synthesis: SynthesisPlan

    package init(
        file: URL, host: String = "127.0.0.1", port: Int = 8080, locale: String = "en-US",
        limits: WorkshopLimits = WorkshopLimits(), token: String? = nil, screenshot: URL? = nil,
        synthesis: SynthesisPlan = .inProcess
    ) {
        self.synthesis = synthesis
        self.screenshot = screenshot
        self.file = file
        self.host = host
        self.port = port
        self.locale = locale
        self.limits = limits
        self.token = token
    }

    /// Whether `host` reaches only this machine (127.0.0.0/8, ::1, localhost).
    package static func isLoopback(_ host: String) -> Bool {
        LoopbackHost.isLoopback(
            name: host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host)
    }

    /// A configuration that may serve: bound beyond loopback, it has a new random token.
    package func securing() -> WorkshopConfiguration {
        var secured = self
        if !Self.isLoopback(host), token == nil { secured.token = Secret.token() }
        return secured
    }

    /// Whether the server listens on every interface (`0.0.0.0`, `::`).
    var listensEverywhere: Bool { host == "0.0.0.0" || host == "::" }

    /// The address to open, for a server listening on `port`: the host it was bound to (an
    /// IPv6 literal in brackets), or, when it listens on every interface, the first of
    /// ``addresses(port:)`` (this machine's name when it has none).
    package func url(port: Int) -> String {
        if listensEverywhere {
            return addresses(port: port).first?.url ?? url(host: ProcessInfo.processInfo.hostName, port: port)
        }
        return url(host: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host, port: port)
    }

    /// For a server listening on every interface, the address to open on each interface of
    /// this machine (loopback last); empty for one bound to one address.
    package func addresses(port: Int) -> [(interface: String, url: String)] {
        guard listensEverywhere else { return [] }
        return InterfaceAddresses.current(includingIPv6: host == "::").map {
            ($0.interface, url(host: $0.host, port: port))
        }
    }

    private func url(host: String, port: Int) -> String {
        "http://\(host):\(port)/\(token.map { "?token=\($0)" } ?? "")"
    }
}
