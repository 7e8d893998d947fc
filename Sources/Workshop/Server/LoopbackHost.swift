import Foundation

/// Names of this machine's loopback interface, as a Host header or `--host` gives them. Only
/// an IP literal in 127.0.0.0/8, `::1` or `localhost` is loopback: a DNS name that merely looks
/// like an address (`127.0.0.1.nip.io`, `127.evil.example`) can be pointed anywhere by whoever
/// owns it, which is how DNS rebinding reaches a loopback server from another site's page.
enum LoopbackHost {
    /// Whether `authority` (a Host header: a name, an IPv4 literal or a bracketed IPv6 literal,
    /// with or without `:port`) names the loopback interface.
    static func contains(authority: String) -> Bool {
        let name: Substring
        let rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            name = authority[authority.index(after: authority.startIndex)..<close]
            rest = authority[authority.index(after: close)...]
            guard name.contains(":") else { return false }
        } else {
            name = authority.prefix { $0 != ":" }
            rest = authority[name.endIndex...]
        }
        guard rest.isEmpty || isPort(rest.dropFirst()) && rest.first == ":" else { return false }
        return isLoopback(name: String(name))
    }

    /// Whether `name` (without port or brackets) is `localhost`, an IPv4 literal in
    /// 127.0.0.0/8 or the IPv6 literal `::1`.
    static func isLoopback(name: String) -> Bool {
        if name.lowercased() == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, name, &ipv4) == 1 { return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127 }
        var ipv6 = in6_addr()
        var loopback = in6_addr()
        guard inet_pton(AF_INET6, name, &ipv6) == 1, inet_pton(AF_INET6, "::1", &loopback) == 1 else { return false }
        return withUnsafeBytes(of: ipv6) { mine in withUnsafeBytes(of: loopback) { mine.elementsEqual($0) } }
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
