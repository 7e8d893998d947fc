/// The characters the map draws boxes with: Unicode box drawing, or ASCII where the terminal's
/// locale is not UTF-8. The focused element's box is drawn with its own set, distinct without
/// colour.
struct MapGlyphs: Sendable {
    struct Box: Sendable {
        let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
        /// The ends of a box only one row high.
        let rowStart, rowEnd: Character

        init(_ characters: String) {
            let c = Array(characters)
            (topLeft, topRight, bottomLeft, bottomRight) = (c[0], c[1], c[2], c[3])
            (horizontal, vertical, rowStart, rowEnd) = (c[4], c[5], c[6], c[7])
        }
    }

    let element: Box
    let focused: Box
    /// The outline of the whole screen.
    let outline: Box

    static let unicode = MapGlyphs(
        element: Box("┌┐└┘─│├┤"), focused: Box("╔╗╚╝═║╞╡"), outline: Box("╭╮╰╯─│││"))
    static let ascii = MapGlyphs(
        element: Box("++++-|[]"), focused: Box("####=###"), outline: Box("++++-|||"))
}
