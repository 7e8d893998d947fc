import AccessibilityModel
import Audit
import Findings
import Foundation
import ScreenFiles
import Testing

/// `label-in-name` against WCAG's own examples, and `voice-control-name`: the text a control
/// shows, found where screen files and captures give it, and the names Voice Control hears.
///
/// The examples are those of "Understanding Success Criterion 2.5.3: Label in Name"
/// (<https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html>, w3c/wcag
/// `understanding/21/label-in-name.html`) and of its failure F96
/// (<https://www.w3.org/WAI/WCAG22/Techniques/failures/F96>, `techniques/failures/F96.html`),
/// each as a control on a screen of its own.
struct LabelInNameTests {
    /// A control labelled `label` that shows `shown`, audited by `label-in-name` alone.
    static func findings(
        label: String, shows shown: String, traits: AccessibilityTraits = .button, locale: String = "en-US"
    ) throws -> [Finding] {
        let app = App(screens: [
            RuleExample.laidOut(Screen("s") { Element(.literal(label), traits: traits).showing(.literal(shown)) })
        ])
        return try Auditor(rules: [LabelInNameRule()], voices: AuditTestSupport.voices).audit(app, locales: [locale])
    }

    /// The understanding's passing examples: each control's name holds what it shows.
    @Test(arguments: [
        // "Accessible name matches visible label".
        ("Search", "Search"),
        // "Accessible name starts with visible label": "Search for a value" begins with "Search".
        ("Search for a value", "Search"),
        // "Punctuation and capitalization": "first name" for "First Name:", "Next" for "Next…".
        ("first name", "First Name:"),
        ("Next", "Next…"),
        // "Mathematical expressions and formulae": the formula kept as written.
        ("A>B", "A>B"),
        ("11×3=33", "11×3=33"),
        // "Text in parentheses": "Name (required)" and "Date (YYYY-MM-DD)" may be named without it.
        ("Name", "Name (required)"),
        ("Date", "Date (YYYY-MM-DD)"),
        // "Symbolic text characters": "B" and "I" on a text editor's buttons symbolise Bold and
        // Italic; ">" mimics a Next arrow. They are not labels.
        ("Bold", "B"),
        ("Italic", "I"),
        ("Next", ">"),
    ])
    func theUnderstandingsPassingExamplesPass(_ example: (label: String, shown: String)) throws {
        let findings = try Self.findings(label: example.label, shows: example.shown)
        #expect(findings.isEmpty, "\(example): \(findings.map(\.message))")
    }

    /// F96's examples, and the failures the understanding lists beside it: each control's name
    /// lacks what it shows.
    @Test(arguments: [
        // F96 example 1: a search button reads "Go"; its aria-label is "Find in this site".
        ("Find in this site", "Go"),
        // F96 example 2: "Download specification" shown, "Download gizmo specification" named: the
        // visible label text is contained, but not as a string.
        ("Download gizmo specification", "Download specification"),
        // F96 example 3: an input showing "search", named "Find in this site".
        ("Find in this site", "search"),
        // The understanding's listed failure: the visible words in another order.
        ("Specification download", "Download specification"),
        // The understanding on formulae: "eleven multiplied by three is equivalent to
        // thirty-three" overwrites "11×3=33", which should not be.
        ("eleven multiplied by three is equivalent to thirty-three", "11×3=33"),
    ])
    func theFailingExamplesFail(_ example: (label: String, shown: String)) throws {
        let findings = try Self.findings(label: example.label, shows: example.shown)
        #expect(findings.count == 1, "\(example)")
    }

    /// "ABC" for Spelling is symbolic text too (the understanding's example), but three letters
    /// cannot be told from a word ("OK"): a screen file says so with `earshotIgnore`, which the
    /// audit counts as silenced, not hidden.
    @Test func symbolicLettersAreSilencedWithAReason() throws {
        let yaml = """
            name: editor
            elements:
              - accessibilityLabel: Check spelling
                earshotVisibleText: ABC
                accessibilityTraits: [button]
                accessibilityFrame: [16, 100, 300, 44]
                earshotIgnore: {label-in-name: "ABC is the spelling icon, a symbol"}
            """
        let app = try ScreenFileLoader.load(data: Data(yaml.utf8), name: "editor.yaml").app
        let outcome = try Auditor(rules: [LabelInNameRule()], voices: AuditTestSupport.voices).outcome(
            app, locales: ["en-US"])
        #expect(outcome.findings.isEmpty)
        #expect(outcome.suppressed.count == 1)
    }

    /// The finding names what is shown and the label, and the label after the fix is the shown
    /// text, which VoiceOver then says.
    @Test func theFindingNamesBothAndTheLabelAfter() throws {
        let finding = try #require(try Self.findings(label: "Submit", shows: "Send").first)
        #expect(finding.rule == "label-in-name")
        #expect(finding.message.contains("\"Send\"") && finding.message.contains("\"Submit\""), "\(finding.message)")
        #expect(finding.spokenNow == "Submit. Button.")
        #expect(finding.spokenAfterFix == "Send. Button.")
    }

    /// The first input label may hold the shown text instead of the label (Voice Control says
    /// it; VoiceOver keeps the longer label); a later input label may not.
    @Test func theFirstInputLabelMayHoldTheText() throws {
        func audit(_ element: Element) throws -> [Finding] {
            try Auditor(rules: [LabelInNameRule()], voices: AuditTestSupport.voices).audit(
                App(screens: [RuleExample.laidOut(Screen("s") { element })]), locales: ["en-US"])
        }
        #expect(try audit(Element("Paper airplane", traits: .button).inputLabels("Send").showing("Send")).isEmpty)
        let later = try audit(Element("Paper airplane", traits: .button).inputLabels("Plane", "Send").showing("Send"))
        #expect(later.count == 1)
        #expect(later.first?.message.contains("first input label \"Plane\"") == true)
    }

    /// A control that combines a static text shows that text; text VoiceOver cannot reach and
    /// what is not seen count as what the control shows only when seen.
    @Test func aCombinedStaticTextIsWhatTheControlShows() throws {
        func app(label: String, textVisible: Bool = true) -> App {
            var text = Element("Send", traits: .staticText)
            if !textVisible { text = text.notVisible() }
            return App(screens: [
                RuleExample.laidOut(
                    Screen("s") {
                        Element(
                            isAccessibilityElement: true, accessibilityLabel: .literal(label),
                            accessibilityTraits: .button, subviews: [Element(.literal("icon"), traits: .image), text])
                    })
            ])
        }
        let auditor = Auditor(rules: [LabelInNameRule()], voices: AuditTestSupport.voices)
        #expect(try auditor.audit(app(label: "Submit"), locales: ["en-US"]).count == 1)
        #expect(try auditor.audit(app(label: "Send message"), locales: ["en-US"]).isEmpty)
        #expect(try auditor.audit(app(label: "Submit", textVisible: false), locales: ["en-US"]).isEmpty)
    }

    /// A control showing text without a label (WCAG's F111: a visible label but no name) is
    /// `label-missing`'s one finding, whose fix names it by what it shows.
    @Test func aControlShowingTextWithoutALabelIsNamedByIt() throws {
        let app = App(screens: [
            RuleExample.laidOut(Screen("s") { Element(accessibilityTraits: .button).showing("Send") })
        ])
        let findings = try Auditor(voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
        #expect(findings.map(\.rule) == ["label-missing"])
        #expect(findings.first?.message == "the element has no label; it shows \"Send\"")
        #expect(findings.first?.spokenAfterFix == "Send. Button.")
    }

    /// Only controls: a static text showing other words than its label is not for Voice Control.
    @Test func textThatIsNotAControlIsLeftAlone() throws {
        #expect(try Self.findings(label: "Total", shows: "Sum", traits: .staticText).isEmpty)
    }

    /// Words in scripts written without spaces are found character by character.
    @Test func chineseAndJapaneseWordsAreFoundInsideNames() throws {
        #expect(try Self.findings(label: "发送消息", shows: "发送", locale: "zh-Hans").isEmpty)
        #expect(try Self.findings(label: "提交", shows: "发送", locale: "zh-Hans").count == 1)
        #expect(try Self.findings(label: "送信する", shows: "送信", locale: "ja").isEmpty)
    }

    /// A capture's visible text: idb's and AXe's `title`, written beside the label.
    @Test func aCapturedTitleBesideTheLabelIsTheShownText() throws {
        let capture = """
            [{"AXFrame": "{{0, 0}, {390, 844}}", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "AXLabel": "Mail", "type": "Application", "role": "AXApplication", "title": null, "enabled": true},
             {"AXFrame": "{{16, 100}, {200, 44}}", "frame": {"x": 16, "y": 100, "width": 200, "height": 44}, "AXLabel": "Submit", "title": "Send", "type": "Button", "role": "AXButton", "enabled": true},
             {"AXFrame": "{{16, 200}, {200, 44}}", "frame": {"x": 16, "y": 200, "width": 200, "height": 44}, "AXLabel": "Archive", "title": "Archive", "type": "Button", "role": "AXButton", "enabled": true}]
            """
        let findings = try AuditTestSupport.audit(capture: capture, rules: [LabelInNameRule()])
        #expect(findings.map(\.subject.element) == ["button"], "\(findings.map(\.message))")
    }
}

/// `samples/voice-control.yaml`: its good controls pass every rule; each bad one is found once.
struct VoiceControlSampleTests {
    @Test func eachBadCaseIsFoundOnceAndNothingElse() throws {
        let app = try SampleAuditTests.load("voice-control.yaml").app
        // In Russian the English sample is also untranslated text in another script: only the
        // Voice Control rules are looked at there.
        for locale in ["en-US", "ru"] {
            let findings = try RuleExamplesTests.auditor.audit(app, locales: [locale]).filter {
                locale == "en-US" || ["label-in-name", "voice-control-name"].contains($0.rule)
            }
            #expect(
                findings.map { "\($0.rule) \($0.subject.element ?? "")" } == [
                    "label-in-name go", "label-in-name specification", "voice-control-name edit-payment",
                    "voice-control-name reaction",
                ], "\(locale)")
        }
    }
}

/// `voice-control-name`: names that cannot be said, and names two controls share.
struct VoiceControlNameTests {
    static func findings(_ elements: [Element]) throws -> [Finding] {
        let app = App(screens: [RuleExample.laidOut(Screen("s") { elements })])
        return try Auditor(rules: [VoiceControlNameRule()], voices: AuditTestSupport.voices).audit(
            app, locales: ["en-US"])
    }

    @Test func aNameOfSymbolsOrEmojiCannotBeSaid() throws {
        #expect(try Self.findings([Element("★★★", traits: .adjustable)]).count == 1)
        #expect(try Self.findings([Element("+", traits: .button)]).count == 1)
        #expect(try Self.findings([Element("Compose", traits: .button).inputLabels("✏️")]).count == 1)
        #expect(try Self.findings([Element("Compose ✏️", traits: .button)]).isEmpty)
    }

    /// A control without any name is `label-missing`'s, and a text is no control.
    @Test func noNameAndNoControlAreOtherRulesConcerns() throws {
        #expect(try Self.findings([Element(accessibilityTraits: .button)]).isEmpty)
        #expect(try Self.findings([Element("★", traits: .staticText)]).isEmpty)
    }

    /// Two controls answering to one name: the later one is reported, naming the earlier.
    @Test func aSharedNameIsReportedOnTheLaterControl() throws {
        let findings = try Self.findings([
            Element("Edit address", traits: .button).inputLabels("Edit"),
            Element("Edit", traits: .button),
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.contains("element 1"), "\(finding.message)")
        #expect(finding.message.contains("Tap Edit"))
    }

    /// Voice Control hears words: "Wi-Fi" and "Wi Fi" are one name.
    @Test func namesThatSoundTheSameAreShared() throws {
        #expect(try Self.findings([Element("Wi-Fi", traits: .button), Element("Wi Fi", traits: .button)]).count == 1)
    }

    /// Two controls saying exactly the same to VoiceOver are `duplicate-speakable-text`'s: one
    /// problem, one finding, whose message says what Voice Control does.
    @Test func twoIdenticalControlsAreOneFinding() throws {
        let app = App(screens: [
            RuleExample.laidOut(
                Screen("s") {
                    Element("Edit", traits: .button)
                    Element("Edit", traits: .button)
                })
        ])
        let findings = try Auditor(voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
        #expect(findings.map(\.rule) == ["duplicate-speakable-text"])
        #expect(findings.first?.message.contains("\"Tap Edit\" makes Voice Control show numbers") == true)
    }

    /// A back button is called by its label and "Back" (UIKit's input labels): another control
    /// named "Back" shares a name with it.
    @Test func aBackButtonAnswersToBack() throws {
        let findings = try Self.findings([
            Element("Settings", traits: [.button, .backButton]),
            Element("Back", traits: .button),
        ])
        #expect(findings.count == 1)
    }
}
