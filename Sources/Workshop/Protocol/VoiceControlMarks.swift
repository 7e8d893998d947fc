import AccessibilityModel
import Navigation

extension ServerMessage {
    /// A control Voice Control offers on the screen, as its "Show names" and "Show numbers"
    /// overlays mark it over the phone (docs/voice-control.md): the box it marks, its name (the
    /// first of its names; nil when it has none to say) and its number.
    struct VoiceControlMark: Encodable, Equatable {
        var id: String
        var name: String?
        var number: Int
    }
}

/// The Voice Control marks of a screen's drawing: one for each control Voice Control offers whose
/// box is drawn, numbered over all of them as Voice Control numbers the screen.
enum VoiceControlMarks {
    /// Only the drawn controls' names are worked out: a screen of 100,000 rows draws a few.
    static func marks(for navigation: NavigationSession, drawn: Set<String>) -> [ServerMessage.VoiceControlMark] {
        let screen = navigation.screen
        let backWord = navigation.phrases.text(.backButtonLabel)
        var marks: [ServerMessage.VoiceControlMark] = []
        var number = 0
        let nodes = screen.resolved.nodes
        for index in screen.order where nodes[index].isActionable {
            number += 1
            guard drawn.contains(nodes[index].id) else { continue }
            marks.append(
                ServerMessage.VoiceControlMark(
                    id: nodes[index].id, name: VoiceControl.names(of: nodes[index], backWord: backWord).first,
                    number: number))
        }
        return marks
    }
}
