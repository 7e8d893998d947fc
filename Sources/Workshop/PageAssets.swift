/// The workshop page: its HTML (with the gestures written in, ``PageGestures``), script and style,
/// compiled into the executable. They are the only files the server sends; no path from a
/// request ever reaches the file system.
enum PageAssets {
    struct Asset: Sendable {
        let contentType: String
        let bytes: [UInt8]
    }

    /// The assets by the path a page asks for them with.
    static let byPath: [String: Asset] = [
        "/": Asset(
            contentType: "text/html; charset=utf-8",
            bytes: Array(
                PageGestures.writing(into: String(decoding: PackageResources.index_html, as: UTF8.self)).utf8)),
        "/workshop.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.workshop_js),
        "/workshop.css": Asset(contentType: "text/css; charset=utf-8", bytes: PackageResources.workshop_css),
    ]
}
