import AccessibilityModel
import Navigation

/// The phone's screen as a page draws it: the device outline at its point size and a box for
/// every view inside it, labelled, with its place in swipe order. Content below (or above) the
/// screen is shown scrolled by `scrollY` points, as VoiceOver scrolls to an element it focuses.
enum ScreenDrawing {
    /// The most boxes sent for one screen. A generated screen of 100,000 rows would otherwise be
    /// megabytes of JSON for a drawing nobody can read; the rest are counted as omitted.
    static let maximumBoxes = 2_000

    /// How far to scroll a screen shown scrolled by `scrollY` so that `frame` is in view: not
    /// at all when it is; else so that it is centred.
    static func scroll(_ scrollY: Double, toShow frame: AccessibilityFrame, height: Double) -> Double {
        if frame.y >= scrollY && frame.maxY <= scrollY + height { return scrollY }
        if frame.y >= 0 && frame.maxY <= height { return 0 }
        return frame.y - max(0, height - frame.height) / 2
    }

    /// The drawing of the visible screen; `screenshot` is where pages load the image drawn
    /// under its boxes, when there is one.
    static func message(
        for navigation: NavigationSession, scrollY: Double = 0, screenshot: String? = nil
    ) -> ServerMessage.Screen {
        let resolved = navigation.screen.resolved
        let size = resolved.size
        var boxes: [ServerMessage.Box] = []
        var omitted = 0
        for index in resolved.nodes.indices.dropFirst() {
            let node = resolved.nodes[index]
            guard !node.isExcluded, node.frame.width > 0, node.frame.height > 0,
                node.frame.maxX > 0, node.frame.x < size.width, node.frame.y < scrollY + size.height,
                node.frame.maxY > scrollY
            else { continue }
            guard boxes.count < maximumBoxes else {
                omitted += 1
                continue
            }
            boxes.append(
                ServerMessage.Box(
                    id: node.id, label: node.label ?? node.value ?? "", x: node.frame.x, y: node.frame.y,
                    width: node.frame.width, height: node.frame.height,
                    order: navigation.screen.position(ofNode: index).map { $0 + 1 }))
        }
        return ServerMessage.Screen(
            name: resolved.screenName, title: resolved.title, locale: navigation.locale, width: size.width,
            height: size.height, scrollY: scrollY, rightToLeft: resolved.layoutDirection == .rightToLeft,
            boxes: boxes, omitted: omitted, screenshot: screenshot, screens: navigation.app.screens.map(\.name),
            voiceControl: VoiceControlMarks.marks(for: navigation, drawn: Set(boxes.map(\.id))))
    }
}
