import AccessibilityModel
import Findings
import Foundation
import Navigation
import Utterances

/// What the server sends a page: JSON objects with a `type` in text messages, and the speech's
/// audio in binary messages (``AudioFrame``).
enum ServerMessage {
    /// The first message on a connection: who the page is and what it can ask for.
    struct Welcome: Encodable {
        let type = "welcome"
        /// The session's code: others follow the session with it.
        var session: String
        /// Whether this page drives the session (false: it follows another page).
        var presenter: Bool
        var file: String
        var locales: [String]
        var screens: [String]
        var sampleRate: Int
    }

    /// The phone's screen: its size and every element's box, in points.
    struct Screen: Encodable {
        let type = "screen"
        var name: String
        var title: String?
        var locale: String
        var width: Double
        var height: Double
        /// How far the content is scrolled: a box at `y` is drawn at `y - scrollY`.
        var scrollY: Double
        var rightToLeft: Bool
        var boxes: [Box]
        /// Views left out of `boxes` (past ``ScreenDrawing/maximumBoxes``).
        var omitted: Int
        /// Where to load the real screen drawn under the boxes, at the screen's point size.
        var screenshot: String?
        /// Every screen of the app, for the page's Screen selector: the file may have changed.
        var screens: [String]
        /// Voice Control's names and numbers of the controls drawn (``VoiceControlMark``).
        var voiceControl: [VoiceControlMark] = []
    }

    /// One view on the screen. `order` is its place in swipe order, from 1; nil for a view
    /// VoiceOver does not stop on (a container, a hidden view).
    struct Box: Encodable {
        var id: String
        var label: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var order: Int?
    }

    /// The settings the session runs with.
    struct SettingsState: Encodable {
        let type = "settings"
        var hints: Bool
        var hintDelay: Int
        var pitchChange: Bool
        var rate: Int
        var traitPosition: String
    }

    /// What a gesture made VoiceOver say, and where focus is now. Each utterance's audio
    /// follows in binary messages tagged with its `stream`.
    struct Said: Encodable {
        let type = "said"
        /// Whether the speech replaces what was being said (false for speech that waits its turn).
        var interrupts: Bool
        var utterances: [SaidUtterance]
        var focus: Focus?
        /// The rotor's setting, in the session's locale.
        var rotor: String
        /// When the message was made, in milliseconds on the server's steady clock (from its
        /// first message): a page that handles messages much later than usual is behind, and
        /// says so.
        var sentAt = Int((ContinuousClock.now - Said.clockStart) / .milliseconds(1))

        private static let clockStart = ContinuousClock.now

        /// The message as ``text(_:)`` writes it, written directly: a page is sent one a key.
        var json: String {
            JSONObjectWriter.object { writer in
                writer.field("type", type)
                writer.field("interrupts", interrupts)
                writer.field("utterances", objects: utterances) { writer, utterance in
                    // The stream before the text: a benchmark's page reads it without decoding.
                    writer.field("stream", Int(utterance.stream))
                    writer.field("cause", utterance.cause)
                    writer.field("text", utterance.text)
                    writer.field("parts", objects: utterance.parts) { writer, part in
                        writer.field("kind", part.kind)
                        if let text = part.text { writer.field("text", text) }
                        if let milliseconds = part.milliseconds { writer.field("milliseconds", milliseconds) }
                    }
                }
                if let focus {
                    writer.field("focus") { writer in
                        writer.field("id", focus.id)
                        writer.field("order", focus.order)
                        writer.field("x", focus.x)
                        writer.field("y", focus.y)
                        writer.field("width", focus.width)
                        writer.field("height", focus.height)
                    }
                }
                writer.field("rotor", rotor)
                writer.field("sentAt", sentAt)
            }
        }
    }

    struct SaidUtterance: Encodable {
        var stream: UInt32
        var cause: String
        /// The transcript's line for the utterance.
        var text: String
        /// Every part of the utterance in order; the audio's word marks name parts by index.
        var parts: [Part]
    }

    /// A part of an utterance: a segment (`kind` is its segment kind), a pause or a cue.
    struct Part: Encodable {
        var kind: String
        var text: String?
        var milliseconds: Int?

        init(_ part: UtterancePart) {
            switch part {
            case .speech(let segment):
                kind = segment.kind.rawValue
                text = segment.text
            case .pause(let pause):
                kind = "pause"
                milliseconds = pause.milliseconds
            case .cue(let cue):
                kind = "cue"
                text = cue.name
            }
        }
    }

    struct Focus: Encodable {
        var id: String
        var order: Int
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The audit's findings on the focused element, with the guide's reason for each: sent as
    /// focus moves when what a page shows changes (not between two elements without findings),
    /// and to a page as it joins.
    struct Findings: Encodable {
        let type = "findings"
        var element: String?
        var findings: [FindingSummary]

        /// What a page shows of the message: the findings, or that there are none, or that
        /// nothing is focused.
        struct Shown: Equatable {
            var focused: Bool
            var findings: [FindingSummary]
        }

        var shown: Shown { Shown(focused: element != nil, findings: findings) }
    }

    struct FindingSummary: Encodable, Equatable {
        var rule: String
        var severity: String
        var message: String
        var why: String?
        var spokenNow: String?
        var spokenAfterFix: String?
    }

    /// An utterance's audio ended: `finished`, `interrupted` or `failed` (with why).
    struct AudioEnd: Encodable {
        let type = "audioEnd"
        var stream: UInt32
        var outcome: String
        var error: String?

        /// The message as ``text(_:)`` writes it, written directly: a page is sent one an
        /// utterance.
        var json: String {
            JSONObjectWriter.object { writer in
                writer.field("type", type)
                writer.field("stream", Int(stream))
                writer.field("outcome", outcome)
                if let error { writer.field("error", error) }
            }
        }
    }

    /// The screen file cannot be loaded: every diagnostic, `file:line:column: error: …`.
    struct LoadError: Encodable {
        let type = "loadError"
        var diagnostics: [String]
    }

    /// Whether the server keeps up with the session's speech: while it does not, keys may be
    /// heard late or not at all, and the page says so.
    struct Busy: Encodable {
        let type = "busy"
        var busy: Bool
    }

    /// A message the server did not take, or a gesture it could not do.
    struct Problem: Encodable {
        let type = "error"
        var message: String
    }

    /// The JSON text of `message`.
    static func text(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Encoding these value types cannot fail: every field is a string, number or array of them.
        return (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

extension ServerMessage.SettingsState {
    init(_ settings: NavigationSettings) {
        self.init(
            hints: settings.description.speaksHints, hintDelay: settings.description.hintDelayMilliseconds,
            pitchChange: settings.description.pitchChange, rate: settings.speechRate,
            traitPosition: ClientMessage.TraitPosition(settings.description.traitPlacement).rawValue)
    }
}
