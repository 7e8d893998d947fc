import Foundation
import Reporting
import SpeechBridge

/// One element of a work item as its worker receives it: what the element says, as the
/// synthesizer's request, and the path of the WAV file its audio goes to. The run describes
/// every screen to plan it, so a worker is sent what to say and never loads the app.
package struct ElementSpeech: Sendable, Hashable, Decodable {
    package var request: SpeechRequest
    package var file: String

    package init(request: SpeechRequest, file: String) {
        self.request = request
        self.file = file
    }

    /// A work item's elements as the JSON line its worker decodes (what `JSONEncoder` gives,
    /// keys in another order), written by hand: `JSONEncoder` took most of the run's own time
    /// in sending items. Throws for a tone whose numbers JSON cannot hold.
    static func line(_ item: [ElementSpeech]) throws -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(item.count * 320)
        bytes.append(UInt8(ascii: "["))
        for (index, element) in item.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += #"{"file":"#.utf8
            JSONValue.writeQuoted(element.file, into: &bytes)
            bytes += #","request":"#.utf8
            try element.request.writeJSON(into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += "]\n".utf8
        return Data(bytes)
    }
}
