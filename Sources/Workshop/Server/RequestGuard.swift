import Foundation
import HTTPTypes
import Hummingbird

/// Who may use a workshop server. On loopback (the default), any page served from a loopback
/// name; bound beyond it, only requests carrying the access token (in the `token` query item,
/// or the cookie the page is given when it is opened with it). WebSocket upgrades must also come
/// from a page of the server itself (the Origin header), so another site open in the same
/// browser cannot drive or listen to a session.
struct RequestGuard: Sendable {
    /// Required on every request when set.
    let token: String?

    static let cookieName = "earshot_token"

    /// Why `request` cannot be read as one request to one host (it names its host twice: the
    /// first Host header is its authority, and any other stays among its headers), or nil.
    static func malformation(_ request: Request) -> String? {
        guard request.headers[values: hostField].isEmpty else {
            return "a request names its host once; this one has more than one Host header"
        }
        return nil
    }

    private static let hostField = HTTPField.Name("Host")!

    /// Why `request` is refused, or nil when it may go on.
    func refusal(_ request: Request) -> String? {
        let host = request.head.authority ?? ""
        if let token {
            guard
                Secret.matches(request.uri.queryParameters["token"].map(String.init), token)
                    || Secret.matches(cookie(request), token)
            else { return "this server needs its access token: open the address it printed, with ?token=" }
        } else if !LoopbackHost.contains(authority: host) {
            // A loopback server reached under another name: DNS rebinding, or a mistake.
            return "this server answers only on its loopback address (127.0.0.1 or localhost)"
        }
        // Browsers always send Origin with a WebSocket upgrade, and always their page's own
        // (http or https); WebSocket client libraries send none or a ws:// one, and are not pages
        // another site could open in the user's browser.
        for origin in request.headers[values: .origin]
        where !origin.hasPrefix("ws://") && !origin.hasPrefix("wss://") && origin != "http://\(host)"
            && origin != "https://\(host)"
        {
            return "requests from another site's page are not taken"
        }
        return nil
    }

    private func cookie(_ request: Request) -> String? {
        for field in request.headers[values: .cookie] {
            for pair in field.split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == Self.cookieName { return String(parts[1]) }
            }
        }
        return nil
    }
}
