/// A non-speech sound VoiceOver plays.
///
/// Each cue has one name, its raw value (`screen changed`), used wherever a cue is written: the
/// transcript's `[screen changed]`, JSON Lines' `{"cue": "screen changed"}`, captions and the REPL.
public enum Cue: String, Sendable, Hashable, CaseIterable {
    /// Focus could not move past the first or last element.
    case boundary
    /// A screen-changed notification.
    case screenChanged = "screen changed"
    /// A layout-changed notification.
    case layoutChanged = "layout changed"
    /// A page turn or scroll.
    case pageTurn = "page turn"
    /// An action was performed (double tap).
    case activate
    /// Something could not be done (no action, not adjustable).
    case failure

    /// The cue's name, as every output writes it: "screen changed".
    public var name: String { rawValue }

    /// The cue with this name; also accepts the names earlier versions wrote in JSON Lines, which
    /// were the Swift case names (`screenChanged`).
    public init?(name: String) {
        guard let cue = Cue(rawValue: name) ?? Cue.allCases.first(where: { "\($0)" == name }) else {
            return nil
        }
        self = cue
    }
}

extension Cue: Codable {
    /// Encoded as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Decoded from its ``name`` or an earlier version's (see ``init(name:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let cue = Cue(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown cue '\(name)'; use one of: "
                    + Cue.allCases.map(\.name).joined(separator: ", "))
        }
        self = cue
    }
}
