import Foundation
import Testing

/// The README's Swift examples are this target's example files, word for word: the examples
/// compile and pass as tests, and the README cannot drift from them.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced `swift` blocks of the README, in order.
    static func swiftBlocks() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everySwiftExampleIsAnExampleFileOfThisTarget() throws {
        let examples = ["ReadmeScreenFileExample.swift", "ReadmeBuilderExample.swift"].map {
            Self.root.appendingPathComponent("Tests/DocumentationTests").appendingPathComponent($0)
        }
        let files = try examples.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(try Self.swiftBlocks() == files)
    }
}
