import Audit
import Foundation
import ScreenFiles
import Testing

/// `earshot-audit.yaml`: every threshold read, the guide's value where none is given, and each
/// mistake reported at its line and column.
struct AuditProjectFileTests {
    static func read(_ text: String) throws(ScreenFileError) -> AuditProjectFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml")
        try? Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try AuditProjectFile.read(url: url)
    }

    static func messages(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    @Test func everyThresholdIsRead() throws {
        let file = try Self.read(
            """
            thresholds:
              touchTarget: 48
              labelLength: 30
              orderTolerance: 10.5
              obviousHintExtraWords: 3
              coverage: 0.9
              durationRatio: 2
            """)
        #expect(
            file.settings
                == AuditSettings(
                    minimumTouchTarget: 48, maximumLabelLength: 30, orderTolerance: 10.5, obviousHintExtraWords: 3,
                    coverageThreshold: 0.9))
        #expect(file.durationRatio == 2)
    }

    @Test func absentThresholdsAreTheGuides() throws {
        #expect(try Self.read("thresholds:\n  touchTarget: 48\n").settings == AuditSettings(minimumTouchTarget: 48))
        #expect(try Self.read("").settings == AuditSettings())
        #expect(try Self.read("# nothing yet\n").durationRatio == nil)
        #expect(try Self.read("thresholds:\n").settings == AuditSettings())
    }

    @Test func eachMistakeIsReportedWhereItIs() {
        #expect(
            Self.messages("thresholds:\n  touchTarget: big\n  labelLength: 12.5\n  coverage: 1.5\n") == [
                "2:16: touchTarget must be a number (points) above 0 and at most 1000, not 'big'",
                "3:16: labelLength must be a whole number of characters above 0 and at most 1000000, not '12.5'",
                "4:13: coverage must be a number (a part of the frame) above 0 and at most 1, not '1.5'",
            ])
        #expect(
            Self.messages("thresholds:\n  touchTargt: 44\n") == [
                "2:3: unknown threshold 'touchTargt'; did you mean 'touchTarget'? the thresholds are touchTarget, labelLength, orderTolerance, obviousHintExtraWords, coverage, durationRatio"
            ])
        #expect(Self.messages("rules: []\n") == ["1:1: unknown key 'rules'; the project file has thresholds:"])
        #expect(Self.messages("thresholds: [44]\n").first?.hasPrefix("1:13: thresholds is a mapping") == true)
        #expect(
            Self.messages("thresholds:\n  touchTarget: [44\n").first?.hasPrefix("3:1: the project file is not YAML")
                == true)
        #expect(Self.messages("thresholds:\n  orderTolerance: -1\n").first?.contains("at least 0") == true)
    }
}
