import AccessibilityModel
import Navigation
import Voices

/// Every screen of an app a user can reach by navigating (pushes and modals, as VoiceOver's
/// double tap performs them), and the ones nobody can reach.
package struct ScreenPlan: Sendable, Hashable, Codable {
    /// Reachable screens, breadth first from the start screen (shortest paths).
    package var screens: [PlannedScreen]
    /// Screens declared but reached by no path.
    package var unreachable: [String]

    /// Explores `app` in `locale`: every reachable element of every screen reached is
    /// double-tapped on a copy of the session, and a new screen on top of the stack is a new
    /// stop. State changes other than navigation are not followed.
    package init(app: App, locale: String, voices: VoiceCatalog) throws {
        let start = try NavigationSession(app: app, locale: locale, voices: voices)
        var queue = [(start, [String]())]
        var screens: [PlannedScreen] = []
        var seen: Set<String> = []
        if let name = start.visibleScreen { seen.insert(name) }
        while !queue.isEmpty {
            let (session, path) = queue.removeFirst()
            guard let name = session.visibleScreen else { continue }
            screens.append(PlannedScreen(name: name, path: path))
            for position in 0..<session.screen.count {
                let id = session.screen.node(at: position).id
                var probe = session
                guard (try? probe.focus(on: id)) != nil else { continue }
                probe.activate()
                guard let reached = probe.visibleScreen, !seen.contains(reached) else { continue }
                seen.insert(reached)
                queue.append((probe, path + [id]))
            }
        }
        self.screens = screens
        unreachable = app.screens.map(\.name).filter { !seen.contains($0) }
    }

    /// A session in `locale` on `screen`, reached by its path.
    package static func session(
        reaching screen: PlannedScreen, app: App, locale: String, voices: VoiceCatalog
    ) throws -> NavigationSession {
        var session = try NavigationSession(app: app, locale: locale, voices: voices)
        for id in screen.path {
            try session.focus(on: id)
            session.activate()
        }
        return session
    }
}

extension NavigationSession {
    /// The name of the screen on top of the navigation stack.
    var visibleScreen: String? { state.stack.last?.screen }
}
