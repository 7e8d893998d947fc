import Audit
import Foundation
import Testing

/// Each rule is found by its id, as in SwiftLint: the type `LabelPeriodRule` in
/// `Sources/Audit/Rules/LabelPeriodRule.swift` is the rule `label-period`.
struct RuleNamingTests {
    /// `label-period` → `LabelPeriodRule`.
    static func typeName(of id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
    }

    static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Audit/Rules")

    @Test(arguments: AuditRules.all.map(\.rule.id))
    func ruleIsNamedAfterItsID(_ id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        let name = Self.typeName(of: id)
        #expect(String(describing: type(of: rule)) == name)
        #expect(FileManager.default.fileExists(atPath: Self.rulesFolder.appendingPathComponent("\(name).swift").path))
    }

    @Test func everyFileInTheRulesFolderIsARule() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).sorted()
        let expected = AuditRules.all.map { Self.typeName(of: $0.rule.id) + ".swift" }.sorted()
        #expect(files == expected)
    }
}
