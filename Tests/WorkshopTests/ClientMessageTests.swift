import Navigation
import Testing

@testable import Workshop

/// What a page may send, and the error each malformed message gets.
@Suite struct ClientMessageTests {
    @Test func gesturesTouchesAndSettingsAreRead() throws {
        #expect(try ClientMessage.decode(#"{"type":"gesture","gesture":"next"}"#) == .gesture(.next))
        #expect(try ClientMessage.decode(#"{"type":"gesture","gesture":"rotor-previous"}"#) == .gesture(.rotorPrevious))
        #expect(
            try ClientMessage.decode(#"{"type":"touch","x":10,"y":20.5}"#) == .gesture(.touch(.init(x: 10, y: 20.5))))
        #expect(try ClientMessage.decode(#"{"type":"activateAt","x":1,"y":2}"#) == .activate(at: .init(x: 1, y: 2)))
        #expect(try ClientMessage.decode(#"{"type":"stop"}"#) == .stopSpeech)
        #expect(try ClientMessage.decode(#"{"type":"locale","locale":"ru"}"#) == .locale("ru"))
        let settings = try ClientMessage.decode(
            #"{"type":"settings","hints":false,"rate":70,"traitPosition":"before"}"#)
        #expect(settings == .settings(.init(hints: false, rate: 70, traitPosition: .before)))
    }

    @Test(arguments: [
        ("", "not a message"),
        ("[1,2]", "not a message"),
        (#"{"type":"dance"}"#, "unknown message type 'dance'"),
        (#"{"type":"gesture"}"#, "needs \"gesture\""),
        (#"{"type":"gesture","gesture":"fly"}"#, "unknown gesture 'fly'"),
        (#"{"type":"touch","x":1}"#, "finite numbers"),
        (#"{"type":"touch","x":1e300,"y":0}"#, "finite numbers"),
        (#"{"type":"settings","rate":"fast"}"#, "settings:"),
        (#"{"type":"locale"}"#, "needs \"locale\""),
    ])
    func malformedMessagesSayWhatIsWrong(text: String, expected: String) {
        #expect {
            try ClientMessage.decode(text)
        } throws: { error in
            (error as? MessageError)?.message.contains(expected) ?? false
        }
    }

    @Test func settingsStayWithinTheirRanges() {
        var settings = NavigationSettings()
        ClientMessage.SettingsChange(hintDelay: 1_000_000, rate: -5).apply(to: &settings)
        #expect(settings.description.hintDelayMilliseconds == ClientMessage.SettingsChange.maximumHintDelay)
        #expect(settings.speechRate == 0)
    }
}
