import Utterances

/// What a piece of text on screen is, which decides how it is coloured.
enum TextRole: Hashable, Sendable {
    case plain
    /// A spoken segment: coloured by its kind (label, value, trait, hint, announcement, …).
    case segment(SegmentKind)
    /// A sound VoiceOver plays, written as "[boundary]".
    case cue
    /// Secondary text: the command that produced a line, notes.
    case dim
    case error
    /// The status line across the top.
    case statusBar
    /// An element's box and number on the map.
    case box, number
    /// The focused element's box and number.
    case focusBox, focusNumber
    /// The outline of the screen on the map.
    case outline

    /// The SGR parameters for this role ("1;33"), or nil for the terminal's default look.
    var sgr: String? {
        switch self {
        case .plain, .box: nil
        case .segment(let kind): Self.segmentSGR[kind] ?? nil
        case .cue, .dim, .outline: "2"
        case .error: "1;31"
        case .statusBar: "7"
        case .number: "1"
        case .focusBox: "1;33"
        case .focusNumber: "1;7;33"
        }
    }

    private static let segmentSGR: [SegmentKind: String?] = [
        .label: "1", .value: "36", .selected: "32", .trait: "33", .state: "32", .position: "35",
        .container: "35", .hint: "2;3", .announcement: "1;35", .status: "94", .text: nil,
    ]
}
