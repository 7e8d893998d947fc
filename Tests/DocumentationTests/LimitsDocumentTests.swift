import Foundation
import Testing

/// Every limit docs/limits.md names is a constant that exists in the sources, so the document
/// cannot name a limit the code has dropped or renamed.
@Suite struct LimitsDocumentTests {
    static let root = ReadmeTests.root

    /// The `Type.constant` names in the table's last column.
    static func documentedConstants() throws -> [(type: String, constant: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| limit") }
        return rows.flatMap { row -> [(String, String)] in
            let last = row.split(separator: "|").last.map(String.init) ?? ""
            return last.split(separator: "`").enumerated().compactMap { index, piece in
                guard index % 2 == 1 else { return nil }
                let parts = piece.split(separator: ".")
                guard parts.count == 2, parts[0].first?.isUppercase == true else { return nil }
                return (String(parts[0]), String(parts[1]))
            }
        }
    }

    /// Every Swift source under Sources/, as one text.
    static func sources() throws -> String {
        let directory = root.appendingPathComponent("Sources")
        let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func everyDocumentedLimitIsAConstantInTheSources() throws {
        let constants = try Self.documentedConstants()
        #expect(constants.count >= 15)
        let sources = try Self.sources()
        for (type, constant) in constants {
            #expect(sources.contains(type), "\(type) is not in Sources/")
            #expect(sources.contains("static let \(constant)"), "\(type).\(constant) is not a constant in Sources/")
        }
    }
}
