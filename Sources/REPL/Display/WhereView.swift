import Navigation
import UtteranceRendering

/// The `where` command: the focused element (its number, what VoiceOver says, identifier,
/// traits and frame), then the screen, the rotor and the settings.
///
/// ```
/// 3 of 5: Volume: 50%. Adjustable.
///   #volume · traits adjustable · frame 16,170 361×44 pt
///   screen settings "Settings" 393×852 pt · rotor Adjust Value · locale en-US · rate 50% · hints on · pitch change on
/// ```
struct WhereView {
    let navigation: NavigationSession

    func lines() -> [StyledText] {
        let screen = navigation.screen
        var lines: [StyledText] = []
        if let focus = navigation.focus, let node = navigation.focusedNode {
            var first = StyledText("\(focus + 1) of \(screen.count): ", .number)
            first.append(UtteranceFormat.lines.render(navigation.utterance(at: focus))[0])
            lines.append(first)
            var facts: [String] = []
            if let id = node.accessibilityIdentifier { facts.append("#\(id)") }
            if !node.traits.isEmpty { facts.append("traits " + node.traits.names.joined(separator: ", ")) }
            facts.append("frame \(Points.frame(node.frame)) pt")
            lines.append(StyledText("  " + facts.joined(separator: " · ")))
        } else {
            lines.append(StyledText("nothing is focused: the screen has no reachable element", .dim))
        }
        let settings = navigation.settings
        let title = screen.resolved.title.map { " \"\($0)\"" } ?? ""
        let parts = [
            "screen \(screen.resolved.screenName)\(title) \(Points.size(screen.resolved.size)) pt",
            "rotor \(navigation.rotorSetting.name(in: navigation.phrases))",
            "locale \(navigation.locale)",
            "rate \(settings.speechRate)%",
            "hints \(settings.description.speaksHints ? "on" : "off")",
            "pitch change \(settings.description.pitchChange ? "on" : "off")",
        ]
        lines.append(StyledText("  " + parts.joined(separator: " · "), .dim))
        return lines
    }
}
