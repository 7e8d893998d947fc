import Comparison
import TestSupport
import Testing
import Utterances

/// Whatever the walk, every element heard and every element of Earshot's is in the comparison
/// once, in order: anchored, aligned in full, or aligned in a band.
@Suite struct AlignmentTests {
    private static func said(_ labels: [String]) -> [Utterance] {
        labels.map { label in
            Utterance(cause: .focus, parts: [.speech(SpokenSegment(kind: .label, text: label, language: "en-US"))])
        }
    }

    /// Every heard line and every Earshot element once, each side in its own order.
    private func expectEachOnce(_ comparison: Comparison, heard: Int, said: Int) {
        let positions = comparison.rows.compactMap(\.position)
        #expect(positions.sorted() == Array(1...said))
        let paired = comparison.rows.filter { $0.position != nil && $0.result != .anotherOrder }.compactMap(\.position)
        #expect(paired == paired.sorted())
        #expect(comparison.rows.filter { $0.voiceOver != nil }.count == heard)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func aShuffledAndChangedWalkKeepsEveryElementOnce(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let labels = (0..<300).map { "Row \($0) of the list" }
        var lines = labels.filter { _ in random.next() % 10 != 0 }
        for _ in 0..<20 {
            let index = Int(random.next() % UInt64(lines.count))
            lines[index] = random.next() % 2 == 0 ? "Only here \(index)" : lines[index] + " changed"
        }
        lines.swapAt(10, 200)
        let comparison = Comparison(
            walk: try WalkFormats.read(lines.joined(separator: "\n"), file: "w"), screen: "s", said: Self.said(labels))
        expectEachOnce(comparison, heard: Set(lines).count, said: labels.count)
    }

    /// No element's words are found once on each side: no anchor, and a stretch too large to
    /// align in full, aligned in a band.
    @Test func aWalkWithoutAnchorsIsAlignedInABand() throws {
        let labels = (0..<2100).map { "Item \($0 % 2)" }
        let lines = (0..<2100).map { "Item \(($0 + 1) % 2)" }
        let comparison = Comparison(
            walk: try WalkFormats.read(lines.joined(separator: "\n"), file: "w"), screen: "s", said: Self.said(labels))
        #expect(comparison.rows.filter { $0.result == .same }.count >= 2000)
        expectEachOnce(comparison, heard: 2100, said: 2100)
    }
}
