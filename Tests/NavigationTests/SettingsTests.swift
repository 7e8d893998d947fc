import Navigation
import SpokenDescription
import Testing

/// VoiceOver's settings and the session's locale.
@Suite struct SettingsTests {
    @Test func hintsCanBeTurnedOff() throws {
        var session = try Fixtures.session("stocks.yaml")
        try session.focus(on: "apple")
        #expect(session.lastUtterance?.hint == "Shows the chart.")
        session.settings.description.speaksHints = false
        try session.focus(on: "apple")
        #expect(session.lastUtterance?.hint == nil)
    }

    @Test func traitWordsCanGoFirstOrBeSilent() throws {
        var session = try Fixtures.session("settings.yaml")
        session.settings.description.traitPlacement = .beforeLabel
        #expect(try session.focus(on: "reset").first?.description == "Dimmed. Button. Reset All Settings")
        session.settings.description.traitPlacement = .silent
        #expect(try session.focus(on: "reset").first?.description == "Reset All Settings")
    }

    @Test func theLocaleChangesWordsAndStringsAndKeepsFocus() throws {
        var session = try Fixtures.session("settings.yaml")
        try session.focus(on: "volume")
        try session.setLocale("ru")
        #expect(session.focusedNode?.label == "Громкость")
        #expect(session.next().texts.first?.hasPrefix("Wi-Fi. Кнопка-переключатель. Вкл.") == true)
        try session.setLocale("zh-Hans")
        #expect(session.locale == "zh-Hans")
        #expect(session.previous().first?.description == "音量：50%，可调整。")
        #expect(throws: (any Error).self) { try session.setLocale("xx") }
        #expect(session.locale == "zh-Hans")
    }
}
