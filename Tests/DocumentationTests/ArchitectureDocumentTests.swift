import Foundation
import Testing

/// docs/architecture.md's module table names every target under Sources/ and nothing else, so a
/// newcomer reading it sees the whole package.
@Suite struct ArchitectureDocumentTests {
    @Test func theModuleTableNamesEveryTarget() throws {
        let root = ReadmeTests.root
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let table = text.components(separatedBy: "## The modules").last?.components(separatedBy: "\n## ").first ?? ""
        // The first cell of each row: one or more `Module` names.
        let documented = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
            let cell = row.split(separator: "|").first ?? ""
            return cell.split(separator: "`").enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
        }
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(documented) == Set(targets))
        #expect(documented.count == Set(documented).count, "a module is listed twice")
    }
}
