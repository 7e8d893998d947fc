import Foundation

/// How the terminal can show things: colours (ANSI SGR) and Unicode box drawing.
struct DisplayStyle: Hashable, Sendable {
    var colour: Bool
    var unicode: Bool

    /// Colour on a terminal unless `NO_COLOR` is set (https://no-color.org) or `TERM` is dumb;
    /// Unicode when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is UTF-8.
    static func detect(environment: [String: String], isTerminal: Bool) -> DisplayStyle {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let locale =
            ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        let utf8 = locale.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8")
        return DisplayStyle(colour: isTerminal && !noColour, unicode: utf8)
    }

    var glyphs: MapGlyphs { unicode ? .unicode : .ascii }
}
