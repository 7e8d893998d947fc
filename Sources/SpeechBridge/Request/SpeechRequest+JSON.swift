import Reporting

extension SpeechRequest {
    /// Appends the request as the JSON object `JSONEncoder` gives it (keys in another order),
    /// written by hand for the messages sent many times a second or many at once (a worker's
    /// requests, a listening run's work items). Throws for a tone whose frequency or level is
    /// not a finite number, which JSON cannot hold.
    package func writeJSON(into bytes: inout [UInt8]) throws(RequestLineError) {
        bytes += #"{"parts":["#.utf8
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try Self.write(part, into: &bytes)
        }
        bytes += "]}".utf8
    }

    /// A part as the synthesised `Codable` of an enum writes it: the case's name, holding its
    /// values by label (`_0` for an unlabelled one).
    private static func write(_ part: SpeechPart, into bytes: inout [UInt8]) throws(RequestLineError) {
        switch part {
        case .text(let segment):
            bytes += #"{"text":{"_0":{"text":"#.utf8
            JSONValue.writeQuoted(segment.text, into: &bytes)
            bytes += #","locale":"#.utf8
            JSONValue.writeQuoted(segment.locale, into: &bytes)
            bytes += #","isSSML":"#.utf8
            bytes += (segment.isSSML ? "true" : "false").utf8
            bytes += #","prosody":{"raiseCapitals":"#.utf8
            bytes += (segment.prosody.raiseCapitals ? "true" : "false").utf8
            for (name, value) in [
                ("rate", segment.prosody.rate), ("pitch", segment.prosody.pitch),
                ("pitchRange", segment.prosody.pitchRange), ("volume", segment.prosody.volume),
            ] {
                guard let value else { continue }
                bytes += #",""#.utf8
                bytes += name.utf8
                bytes += #"":"#.utf8
                bytes += String(value).utf8
            }
            bytes += "}}}}".utf8
        case .silence(let milliseconds):
            bytes += #"{"silence":{"milliseconds":"#.utf8
            bytes += String(milliseconds).utf8
            bytes += "}}".utf8
        case .tone(let tone):
            bytes += #"{"tone":{"_0":{"waveform":"#.utf8
            JSONValue.writeQuoted(tone.waveform.rawValue, into: &bytes)
            bytes += #","frequencies":["#.utf8
            for (index, frequency) in tone.frequencies.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try writeNumber(frequency, into: &bytes)
            }
            bytes += #"],"milliseconds":"#.utf8
            bytes += String(tone.milliseconds).utf8
            bytes += #","level":"#.utf8
            try writeNumber(tone.level, into: &bytes)
            bytes += "}}}".utf8
        }
    }

    /// A number as Swift writes a `Double`, which JSON reads back to the same value.
    private static func writeNumber(_ number: Double, into bytes: inout [UInt8]) throws(RequestLineError) {
        guard number.isFinite else { throw RequestLineError(number: number) }
        bytes += String(number).utf8
    }
}

/// A request that cannot be written as JSON: a tone's number that is not finite.
package struct RequestLineError: Error, CustomStringConvertible {
    let number: Double

    package var description: String { "a tone's number is \(number), which JSON cannot hold" }
}
