import SpeechBridge

/// One element of a work item as its worker receives it: what the element says, as the
/// synthesizer's request, and the path of the WAV file its audio goes to. The run describes
/// every screen to plan it, so a worker is sent what to say and never loads the app.
package struct ElementSpeech: Sendable, Hashable, Codable {
    package var request: SpeechRequest
    package var file: String

    package init(request: SpeechRequest, file: String) {
        self.request = request
        self.file = file
    }
}
