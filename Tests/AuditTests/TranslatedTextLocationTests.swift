import AppFiles
import Audit
import Findings
import Foundation
import ScreenFiles
import Testing

/// A finding about a label or hint translated in a locale's strings table points at the
/// translation (a `.strings` line, a string catalog's language), the element beside it; in the
/// development language, and for rules about the element itself, it stays on the element.
struct TranslatedTextLocationTests {
    /// An app whose English strings are in `en.lproj`, Russian in `ru.lproj` and Chinese in a
    /// string catalog: a long Russian label, a Chinese label ending with a full stop and a
    /// Chinese hint without one, an English hint naming the gesture, a small button, and a
    /// conditional label saying its second key's long Russian text.
    static let files = [
        "app.yaml": """
        name: shop
        elements:
          - accessibilityIdentifier: buy
            accessibilityLabel: "{@buy}"
            accessibilityHint: "{@buy.hint}"
            accessibilityTraits: [button]
            accessibilityFrame: [16, 100, 300, 44]
          - accessibilityIdentifier: close
            accessibilityLabel: "{@close}"
            accessibilityTraits: [button]
            accessibilityFrame: [16, 200, 20, 20]
          - accessibilityIdentifier: offer
            accessibilityLabel: "{sale ? @close : @offer}"
            accessibilityTraits: [button]
            accessibilityFrame: [16, 300, 300, 44]
        variables:
          sale: false
        """,
        "en.lproj/Localizable.strings": """
        "buy" = "Buy";
        "buy.hint" = "Tap to buy the item.";
        "close" = "Close";
        "offer" = "Offer";
        """,
        "ru.lproj/Localizable.strings": """
        /* Russian */
        "close" = "Закрыть";
        "buy" = "Купить этот товар прямо сейчас со скидкой для постоянных покупателей";
        "buy.hint" = "Покупает товар.";
        "offer" = "Специальное предложение только для постоянных покупателей";
        """,
        "Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "buy" : {
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : { "state" : "translated", "value" : "购买。" }
                }
              }
            },
            "buy.hint" : {
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : { "state" : "translated", "value" : "购买商品" }
                }
              }
            },
            "close" : {
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : { "state" : "translated", "value" : "关闭" }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """,
    ]

    /// The findings in `locale`, with the folder they were written in.
    static func findings(
        _ locale: String, files: [String: String] = files
    ) throws -> (
        findings: [Finding], folder: URL
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let app = folder.appendingPathComponent("app.yaml")
        let loaded = try ScreenFileLoader.load(url: app)
        let sources = AppSourceLocations(loaded, file: app)
        let findings = try RuleExamplesTests.auditor.audit(
            loaded.app, locales: [locale], locate: sources.element, locateString: sources.string)
        return (findings, folder)
    }

    static let buyElement = 3
    static let closeElement = 8
    static let offerElement = 12

    @Test func inTheDevelopmentLanguageEveryFindingStaysOnTheElement() throws {
        let (findings, folder) = try Self.findings("en-US")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gesture = try #require(findings.first { $0.rule == "hint-names-gesture" })
        #expect(
            gesture.location
                == SourceLocation(
                    file: folder.appendingPathComponent("app.yaml").path, line: Self.buyElement, column: 5))
        #expect(gesture.elementLocation == nil)
        #expect(findings.allSatisfy { $0.elementLocation == nil && $0.location?.file.hasSuffix("app.yaml") == true })
    }

    @Test func aTranslatedLabelInAStringsFilePointsAtItsLine() throws {
        let (findings, folder) = try Self.findings("ru")
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = try #require(findings.first { $0.rule == "label-too-long" && $0.subject.element == "buy" })
        #expect(
            long.location
                == SourceLocation(
                    file: folder.appendingPathComponent("ru.lproj/Localizable.strings").path, line: 3, column: 1))
        #expect(long.elementLocation?.line == Self.buyElement)
        #expect(long.elementLocation?.file.hasSuffix("/app.yaml") == true)
        // The touch target is the element's, whatever its label says.
        let small = try #require(findings.first { $0.rule == "touch-target-too-small" })
        #expect(small.location?.line == Self.closeElement)
        #expect(small.elementLocation == nil)
        // The key the label says, not the first it may look up.
        let offer = try #require(findings.first { $0.rule == "label-too-long" && $0.subject.element == "offer" })
        #expect(offer.location?.line == 5)
        #expect(offer.elementLocation?.line == Self.offerElement)
    }

    @Test func aTranslatedLabelAndHintInAStringCatalogPointAtTheirLanguage() throws {
        let (findings, folder) = try Self.findings("zh-Hans")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
        // The shared localisation check and the audit's own rule alike.
        let period = try #require(findings.first { $0.rule == "label-period" })
        #expect(period.location == SourceLocation(file: catalog, line: 6, column: 9))
        #expect(period.elementLocation?.line == Self.buyElement)
        let form = try #require(findings.first { $0.rule == "hint-form" })
        #expect(form.location == SourceLocation(file: catalog, line: 13, column: 9))
        #expect(form.elementLocation?.line == Self.buyElement)
    }

    @Test func aPluralLackingAFormPointsAtItsEntryInTheTable() throws {
        let (findings, folder) = try Self.findings(
            "ru",
            files: [
                "app.yaml": """
                name: stars
                elements:
                  - accessibilityLabel: "{@stars(3)}"
                    accessibilityFrame: [16, 100, 300, 44]
                """,
                "en.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>stars</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d star</string><key>other</key><string>%d stars</string></dict>
                </dict></dict></plist>
                """,
                "ru.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>stars</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d звезда</string><key>other</key><string>%d звезды</string></dict>
                </dict></dict></plist>
                """,
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plural = try #require(findings.first { $0.rule == "plural" })
        #expect(
            plural.location
                == SourceLocation(
                    file: folder.appendingPathComponent("ru.lproj/Localizable.stringsdict").path, line: 2, column: 28))
    }
}
