import AccessibilityModel
import Navigation

/// The phone's screen as a page draws it: the device outline at its point size and a box for
/// every view inside it, labelled, with its place in swipe order.
enum ScreenDrawing {
    /// The most boxes sent for one screen. A generated screen of 100,000 rows would otherwise be
    /// megabytes of JSON for a drawing nobody can read; the rest are counted as omitted.
    static let maximumBoxes = 2_000

    static func message(for navigation: NavigationSession) -> ServerMessage.Screen {
        let resolved = navigation.screen.resolved
        let size = resolved.size
        var boxes: [ServerMessage.Box] = []
        var omitted = 0
        for index in resolved.nodes.indices.dropFirst() {
            let node = resolved.nodes[index]
            guard !node.isExcluded, node.frame.width > 0, node.frame.height > 0,
                node.frame.maxX > 0, node.frame.x < size.width, node.frame.y < size.height, node.frame.maxY > 0
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
            height: size.height, rightToLeft: resolved.layoutDirection == .rightToLeft, boxes: boxes,
            omitted: omitted)
    }
}
