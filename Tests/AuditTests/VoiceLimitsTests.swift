import Audit
import Findings
import Testing

/// `samples/workshop/voice-limits.yaml`, made for the `script` rule: in every locale it has, each
/// row holds one kind of word the locale's voice cannot say, and the rule names that word (the
/// heading, in the locale's own words, gives nothing).
struct VoiceLimitsTests {
    /// Per locale, what the rule says on the rows "otherAlphabet", "otherScript" and "symbol".
    static let expected: [String: [String]] = [
        "en-US": [
            #"spells "Привет" letter by letter"#, #"says "設定" only as its script's name"#, #"says nothing for "★""#,
        ],
        "ru": [#"reads "settings" with en rules"#, #"says "設定" only as its script's name"#, #"says nothing for "★""#],
        "zh-Hans": [
            #"spells "Привет" letter by letter"#, #"says "ありがとう" only as its script's name"#, #"says nothing for "★""#,
        ],
        "ja": [#"spells "settings" letter by letter"#, #"says nothing for "齉""#, #"says nothing for "★""#],
        "ar": [#"reads "settings" with en rules"#, #"says "設定" only as its script's name"#, #"says nothing for "★""#],
    ]

    @Test(arguments: expected.keys.sorted())
    func eachRowIsFlaggedInItsLocale(_ locale: String) throws {
        let app = try SampleAuditTests.load("workshop/voice-limits.yaml").app
        let findings = try Auditor(rules: [ScriptRule()], voices: AuditTestSupport.voices).audit(app, locales: [locale])
        let messages = findings.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }.map(\.message)
        let wanted = Self.expected[locale] ?? []
        #expect(messages.count == wanted.count, "\(messages)")
        for (message, part) in zip(messages, wanted) {
            #expect(message.contains(part), "\(message)")
        }
        // A word only read with another language's rules is a note; the others are warnings.
        #expect(findings.allSatisfy { ($0.severity == .note) == $0.message.contains(" reads ") })
    }
}
