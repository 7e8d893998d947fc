import Foundation
import Utterances

extension UtteranceFormat where Output == String {
    /// One JSON object per utterance, for logs and tools. Keys are sorted, every key is always
    /// present (`null` when empty), slashes are not escaped and text is plain UTF-8:
    ///
    /// ```json
    /// {"cause":"focus","description":"Add. Button.","hint":null,
    ///  "parts":[{"speech":{"kind":"label","language":"en-US","pitch":"capitalised","text":"Add."}},
    ///           {"pause":{"ms":250,"reason":"betweenParts"}},
    ///           {"speech":{"kind":"trait","language":"en-US","pitch":"neutral","text":"Button."}}],
    ///  "subject":"Add"}
    /// ```
    ///
    /// (on one line). A part is `{"speech": {kind, language, pitch, text}}`, and a segment the
    /// voice reads otherwise than written (an emoji, Japanese kanji) has its reading too,
    /// `"reading":"セッテイヲヒラク"`, and a text VoiceOver ended with a mark of its own (a label
    /// without one) says which, `"addedEnd":"."`: the two keys left out when they would be `null`;
    /// `{"pause": {ms, reason}}` or `{"cue": name}`; the names are those of `SegmentKind`,
    /// `PitchHint`, `Pause.Reason`, `Cue` and `Utterance.Cause`. `description` and `hint` are
    /// the transcript's text, given for readers; ``Utterances/Utterance/init(jsonLine:)`` reads
    /// the line back from the other keys.
    public static var jsonLines: Self { jsonLines(inputLabels: nil) }

    /// ``jsonLines`` for an utterance about an element with input labels, the names Voice
    /// Control takes for it (`accessibilityUserInputLabels`): the key `inputLabels`, a list of
    /// strings, written only when there are some (`earshot transcript --format jsonl`;
    /// docs/voice-control.md). It is for readers; ``Utterances/Utterance/init(jsonLine:)``
    /// does not read it.
    public static func jsonLines(inputLabels: [String]?) -> Self {
        let labels = inputLabels?.isEmpty == false ? inputLabels : nil
        return Self { utterance in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var record = UtteranceRecord(utterance)
            record.inputLabels = labels
            // Strings, integers and enumerations always encode.
            let data = try! encoder.encode(record)
            return String(decoding: data, as: UTF8.self)
        }
    }
}

extension Utterance {
    /// The utterance written as `line` by ``UtteranceFormat/jsonLines``. Throws a
    /// `DecodingError` when the line is not such an object.
    public init(jsonLine line: String) throws {
        self = try JSONDecoder().decode(UtteranceRecord.self, from: Data(line.utf8)).utterance
    }
}

/// The JSON Lines schema of an utterance.
private struct UtteranceRecord: Codable {
    var cause: Utterance.Cause
    var subject: String?
    var description: String
    var hint: String?
    var parts: [PartRecord]
    /// The element's input labels, written when it has some; not read back.
    var inputLabels: [String]?

    init(_ utterance: Utterance) {
        cause = utterance.cause
        subject = utterance.subject
        description = utterance.description
        hint = utterance.hint
        parts = utterance.parts.map(PartRecord.init)
    }

    var utterance: Utterance {
        Utterance(cause: cause, parts: parts.map(\.part), subject: subject)
    }

    enum CodingKeys: String, CodingKey {
        case cause, subject, description, hint, parts, inputLabels
    }

    /// Written by hand so that an absent subject or hint is `null` rather than a missing key.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cause, forKey: .cause)
        try container.encode(subject, forKey: .subject)
        try container.encode(description, forKey: .description)
        try container.encode(hint, forKey: .hint)
        try container.encode(parts, forKey: .parts)
        try container.encodeIfPresent(inputLabels, forKey: .inputLabels)
    }
}

/// One part: an object with exactly one key, `speech`, `pause` or `cue`.
private struct PartRecord: Codable {
    var part: UtterancePart

    init(_ part: UtterancePart) { self.part = part }

    struct Speech: Codable {
        var kind: SegmentKind
        var text: String
        var language: String
        var pitch: PitchHint
        /// What the voice reads, when not `text`; written for readers, not read back.
        var reading: String?
        /// The mark VoiceOver put at the end of `text`, when it did.
        var addedEnd: String?
    }

    struct Silence: Codable {
        var ms: Int
        var reason: Pause.Reason
    }

    enum CodingKeys: String, CodingKey {
        case speech, pause, cue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "a part has exactly one of the keys speech, pause, cue"))
        }
        switch key {
        case .speech:
            let speech = try container.decode(Speech.self, forKey: .speech)
            part = .speech(
                SpokenSegment(
                    kind: speech.kind, text: speech.text, language: speech.language,
                    pitch: speech.pitch, addedEnd: speech.addedEnd))
        case .pause:
            let silence = try container.decode(Silence.self, forKey: .pause)
            part = .pause(Pause(milliseconds: silence.ms, reason: silence.reason))
        case .cue:
            part = .cue(try container.decode(Cue.self, forKey: .cue))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch part {
        case .speech(let segment):
            try container.encode(
                Speech(
                    kind: segment.kind, text: segment.text, language: segment.language,
                    pitch: segment.pitch, reading: segment.reading, addedEnd: segment.addedEnd),
                forKey: .speech)
        case .pause(let pause):
            try container.encode(
                Silence(ms: pause.milliseconds, reason: pause.reason), forKey: .pause)
        case .cue(let cue):
            try container.encode(cue, forKey: .cue)
        }
    }
}
