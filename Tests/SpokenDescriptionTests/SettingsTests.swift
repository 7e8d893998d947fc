import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

@Suite struct SettingsTests {
    let adjustable = ElementFacts(
        label: "Volume", value: "50%", hint: "Sets the level.", traits: .adjustable)

    @Test func hintsOff() throws {
        let utterance = try Support.describe(
            adjustable, in: "en-US", DescriptionSettings(speaksHints: false))
        #expect(utterance.description == "Volume: 50%. Adjustable.")
        #expect(utterance.hint == nil)
        #expect(!utterance.pauseReasons.contains(.hintDelay))
    }

    @Test func hintsOffStillLetsTheHintTakeTheLabelsPlace() throws {
        let utterance = try Support.describe(
            ElementFacts(hint: "Opens the menu.", traits: .button), in: "en-US",
            DescriptionSettings(speaksHints: false))
        #expect(utterance.description == "Opens the menu. Button.")
    }

    @Test func traitsBeforeTheLabel() throws {
        let settings = DescriptionSettings(traitPlacement: .beforeLabel)
        #expect(
            try Support.describe(
                ElementFacts(label: "Submit", traits: .button), in: "en-US", settings
            )
            .description == "Button. Submit")
        #expect(
            try Support.describe(adjustable, in: "en-US", settings).description
                == "Adjustable. Volume: 50%")
        #expect(
            try Support.describe(
                ElementFacts(label: "24", traits: [.button, .notEnabled]), in: "ru", settings
            )
            .description == "Недоступно. Кнопка. 24")
    }

    @Test func traitsNotSpoken() throws {
        let settings = DescriptionSettings(traitPlacement: .silent)
        let utterance = try Support.describe(
            ElementFacts(label: "Wi-Fi", value: "1", traits: .switchButton), in: "en-US", settings)
        #expect(utterance.description == "Wi-Fi")
        #expect(utterance.hint == "Double tap to toggle setting.")
    }

    @Test func actionsAvailableAfterTheDelayThenTheHints() throws {
        let element = ElementFacts(label: "Message", hint: "Opens it.", customActionCount: 2)
        let utterance = try Support.describe(element)
        #expect(utterance.description == "Message")
        #expect(
            utterance.hint
                == "Actions available. Opens it. "
                + "Swipe up or down to select a custom action, then double tap to activate.")
        #expect(utterance.pauseReasons == [.hintDelay, .betweenParts, .betweenParts])

        let hintsOff = try Support.describe(
            element, in: "en-US", DescriptionSettings(speaksHints: false))
        #expect(hintsOff.hint == "Actions available")

        let silent = try Support.describe(
            element, in: "en-US",
            DescriptionSettings(speaksHints: false, speaksActionsAvailable: false))
        #expect(silent.hint == nil)
    }

    @Test func defaults() {
        let settings = DescriptionSettings()
        #expect(settings.speaksHints)
        #expect(settings.traitPlacement == .afterLabel)
        #expect(settings.pitchChange)
        #expect(settings.hintDelayMilliseconds > settings.betweenPartsPauseMilliseconds)
        #expect(settings.betweenPartsPauseMilliseconds > settings.commaPauseMilliseconds)
    }
}
