import AccessibilityModel
import Findings
import Voices

/// `split-word`: a word whose letters change writing system with nothing between them
/// ("iPhoneを探す"). espeak-ng 1.51 reads freed memory on such a word, so the voice is given a
/// space where the system changes (``Voices/WritingSystem/Boundary``), and the word is heard as
/// two ("iPhone を探す"). A note, so the listener knows the pause is Earshot's, not VoiceOver's.
package struct SplitWordRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "split-word", severity: .note,
        summary: "A word changes script with nothing between: the report's voice hears it as two.",
        why:
            "espeak-ng cannot read a word whose letters change writing system without a break (iPhoneを探す), so Earshot gives it a space there: the report says \"iPhone を探す\", with a pause VoiceOver does not make.",
        fix: "Nothing to change in the app for VoiceOver; the report's pause there is Earshot's.")

    package let guide = "Earshot's own: what the report plays is what VoiceOver says in the locale."
    package let examples = RuleExamples(
        triggering: [.screen(Screen("find") { Element("iPhoneを探す", traits: .button) })],
        nonTriggering: [
            .screen(Screen("find") { Element("iPhone を探す", traits: .button) }),
            .screen(Screen("settings") { Element("Wi-Fi 设置", traits: .button) }),
        ],
        locales: ["en-US", "ja"])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        ElementCheck { screen, rule, position, node in
            let split = [node.label, node.value, node.hint].compactMap { text in
                text.flatMap { text in Self.split(text).map { (text, $0) } }
            }
            guard let (text, heard) = split.first else { return nil }
            return screen.finding(
                rule, at: position,
                "\"\(text.quotedForFinding)\" is read as \"\(heard.quotedForFinding)\": the voice is given a space where its letters change script"
            )
        }
    }

    /// `text` with a space where a word changes writing system, as the voice is given it; nil
    /// when it has no such place.
    package static func split(_ text: String) -> String? {
        // ASCII is one writing system.
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        var boundary = WritingSystem.Boundary()
        var heard = String.UnicodeScalarView()
        var changed = false
        for scalar in text.unicodeScalars {
            if boundary.changes(at: scalar) {
                heard.append(" ")
                changed = true
            }
            heard.append(scalar)
        }
        return changed ? String(heard) : nil
    }
}
