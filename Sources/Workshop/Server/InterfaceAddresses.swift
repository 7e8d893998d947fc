import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// This machine's addresses, by network interface: what other machines may reach a server
/// listening on every interface at. A host name may not resolve on a participant's laptop; an
/// address on the room's network does.
enum InterfaceAddresses {
    /// One address of one interface.
    struct Address: Equatable {
        /// The interface's name (`eth0`, `wlan0`, `lo`).
        var interface: String
        /// The address as a URL's host names it (an IPv6 one in brackets).
        var host: String
        var isLoopback: Bool
    }

    /// The addresses of every interface that is up: IPv4 ones, and global IPv6 ones when
    /// `includingIPv6` (a link-local address needs its interface named, which browsers do not
    /// take). Loopback addresses come last.
    static func current(includingIPv6: Bool) -> [Address] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [Address] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, let socketAddress = entry.pointee.ifa_addr else { continue }
            let family = Int32(socketAddress.pointee.sa_family)
            guard family == AF_INET || (includingIPv6 && family == AF_INET6) else { continue }
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(socketAddress, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else {
                continue
            }
            let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if family == AF_INET6 && (host.hasPrefix("fe80") || host.contains("%")) { continue }
            addresses.append(
                Address(
                    interface: String(cString: entry.pointee.ifa_name), host: family == AF_INET6 ? "[\(host)]" : host,
                    isLoopback: flags & Int32(IFF_LOOPBACK) != 0))
        }
        return addresses.filter { !$0.isLoopback } + addresses.filter(\.isLoopback)
    }
}
