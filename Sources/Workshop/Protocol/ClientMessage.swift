import AccessibilityModel
import Foundation
import Navigation
import Reporting
import SpokenDescription

/// What a page sends the server: one JSON object per WebSocket text message, with a `type`.
///
/// ```json
/// {"type": "gesture", "gesture": "next"}
/// {"type": "touch", "x": 120, "y": 340}
/// {"type": "activateAt", "x": 120, "y": 340}
/// {"type": "stop"}
/// {"type": "settings", "hints": true, "hintDelay": 1500, "pitchChange": true, "rate": 50, "traitPosition": "after"}
/// {"type": "locale", "locale": "ru"}
/// {"type": "screen", "name": "Settings"}
/// ```
enum ClientMessage: Equatable {
    case gesture(Gesture)
    /// A double click: touch exploration to the point, then a double tap.
    case activate(at: AccessibilityPoint)
    /// Silence: what is being said stops (the Space key, a two-finger tap).
    case stopSpeech
    case settings(SettingsChange)
    case locale(String)
    case screen(String)

    /// The settings a page can change; nil leaves a setting as it is.
    struct SettingsChange: Equatable, Decodable {
        var hints: Bool?
        var hintDelay: Int?
        var pitchChange: Bool?
        var rate: Int?
        var traitPosition: TraitPosition?

        /// The longest hint delay a page may set, in milliseconds.
        static let maximumHintDelay = 10_000

        /// `settings` with this change made; rates and delays are kept within their ranges.
        func apply(to settings: inout NavigationSettings) {
            if let hints { settings.description.speaksHints = hints }
            if let hintDelay {
                settings.description.hintDelayMilliseconds = min(max(hintDelay, 0), Self.maximumHintDelay)
            }
            if let pitchChange { settings.description.pitchChange = pitchChange }
            if let rate { settings.speechRate = min(max(rate, 0), 100) }
            if let traitPosition { settings.description.traitPlacement = traitPosition.placement }
        }
    }

    /// Where trait words go, by the names the page shows.
    enum TraitPosition: String, Decodable, CaseIterable {
        case after, before, off

        init(_ placement: TraitPlacement) {
            self =
                switch placement {
                case .afterLabel: .after
                case .beforeLabel: .before
                case .silent: .off
                }
        }

        var placement: TraitPlacement {
            switch self {
            case .after: .afterLabel
            case .before: .beforeLabel
            case .off: .silent
            }
        }
    }

    /// The gestures of ``GestureList`` by the names a page sends: each one's name and aliases
    /// (`rotor-next`, `read-all-from-top`).
    static let gestures: [String: Gesture] = Dictionary(
        uniqueKeysWithValues: GestureList.all.flatMap { entry in entry.names.map { ($0, entry.gesture) } })

    /// Reads one message; throws a ``MessageError`` saying what is wrong with it.
    static func decode(_ text: String) throws(MessageError) -> ClientMessage {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        } catch {
            throw MessageError("not a message: expected a JSON object with a \"type\"")
        }
        switch envelope.type {
        case "gesture":
            guard let name = envelope.gesture else { throw MessageError("a gesture message needs \"gesture\"") }
            guard let gesture = gestures[name] else {
                throw MessageError(
                    "unknown gesture '\(name.quotedForMessage())'; known: \(GestureList.all.map(\.name).joined(separator: ", "))"
                )
            }
            return .gesture(gesture)
        case "touch": return .gesture(.touch(try point(envelope)))
        case "activateAt": return .activate(at: try point(envelope))
        case "stop": return .stopSpeech
        case "settings":
            do {
                return .settings(try JSONDecoder().decode(SettingsChange.self, from: Data(text.utf8)))
            } catch {
                throw MessageError(
                    "settings: hints and pitchChange are true or false, hintDelay and rate numbers, traitPosition one of after, before, off"
                )
            }
        case "locale":
            guard let locale = envelope.locale else { throw MessageError("a locale message needs \"locale\"") }
            return .locale(locale)
        case "screen":
            guard let name = envelope.name else { throw MessageError("a screen message needs \"name\"") }
            return .screen(name)
        default:
            throw MessageError(
                "unknown message type '\(envelope.type.quotedForMessage())'; known: gesture, touch, activateAt, stop, settings, locale, screen"
            )
        }
    }

    private struct Envelope: Decodable {
        var type: String
        var gesture: String?
        var x: Double?
        var y: Double?
        var locale: String?
        var name: String?
    }

    private static func point(_ envelope: Envelope) throws(MessageError) -> AccessibilityPoint {
        guard let x = envelope.x, let y = envelope.y, x.isFinite, y.isFinite,
            abs(x) <= AccessibilityFrame.maximumCoordinate, abs(y) <= AccessibilityFrame.maximumCoordinate
        else {
            throw MessageError("\(envelope.type) needs finite numbers \"x\" and \"y\" (points on the screen)")
        }
        return AccessibilityPoint(x: x, y: y)
    }
}

/// A message the server could not take, told to the page in an error frame.
struct MessageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
