import AccessibilityModel
import AppFiles
import Foundation
import Testing

@testable import ScreenFiles

/// Thousands of broken screen files and strings tables, made from the samples by flipping bytes,
/// cutting them short, repeating and deleting lines: each is refused (or loads) with diagnostics
/// of one line, `file:line:column: severity: message`, quoting input short.
@Suite struct DiagnosticFormTests {
    /// Mutations of each sample, per kind of mutation.
    static let mutationsPerKind = 40

    @Test func mutatedScreenFilesGiveOneLineLocatedDiagnostics() throws {
        var samples = Fixtures.sampleFiles.map { (name: $0.lastPathComponent, data: try! Data(contentsOf: $0)) }
        let settings = try ScreenFileLoader.load(url: Fixtures.samples.appendingPathComponent("settings.yaml"))
        samples.append((name: "settings.json", data: Data(ScreenFileWriter.json(settings.app).utf8)))
        var generator = Mutator(seed: 10)
        var checked = 0
        for sample in samples {
            for mutated in generator.mutations(of: sample.data, count: Self.mutationsPerKind) {
                let diagnostics: [Diagnostic]
                do {
                    diagnostics = try ScreenFileLoader.load(data: mutated, name: sample.name).warnings
                } catch {
                    diagnostics = error.diagnostics
                    #expect(!error.errors.isEmpty)
                }
                for diagnostic in diagnostics {
                    #expect(diagnostic.formProblem == nil, "\(diagnostic.description.prefix(300))")
                    #expect(diagnostic.location.file == sample.name)
                }
                checked += 1
            }
        }
        #expect(checked == samples.count * Mutator.kinds * Self.mutationsPerKind)
    }

    @Test(arguments: [
        ("en.lproj/Localizable.strings", StringTableFormat.strings),
        ("ru.lproj/Localizable.stringsdict", .stringsdict),
        ("Localizable.xcstrings", .xcstrings),
    ])
    func mutatedStringsTablesGiveOneLineLocatedDiagnostics(_ path: String, _ format: StringTableFormat) throws {
        let url = Fixtures.samples.appendingPathComponent(path)
        let data = try Data(contentsOf: url)
        var generator = Mutator(seed: 11)
        var failures = 0
        for mutated in generator.mutations(of: data, count: 4 * Self.mutationsPerKind) {
            let log = DiagnosticLog()
            if StringTableLoader(log: log, displayPath: \.path).read(mutated, format: format, file: url) == nil {
                failures += 1
            }
            for diagnostic in log.diagnostics {
                #expect(diagnostic.formProblem == nil, "\(diagnostic.description.prefix(300))")
            }
        }
        #expect(failures > 0)
    }

    @Test func duplicateYAMLKeyIsReportedWhereItIsWithoutTheFile() throws {
        let text =
            "elements:\n  - accessibilityLabel: A\n" + String(repeating: "# padding\n", count: 200) + "elements: []\n"
        let error = try #require(Fixtures.errors(text).first)
        #expect(
            error.description
                == "test.yaml:1:1: error: 'elements' is given twice in this mapping (first here); keep one")
    }

    @Test func controlCharactersInQuotedInputStayOnOneLine() throws {
        let errors = Fixtures.errors("elements:\n  - accessibilityLabel: A\n    accessibilityTraits: [\"but\\nton\"]\n")
        #expect(errors.first?.message.hasPrefix("unknown trait 'but\\nton'") == true)
        // Found by fuzzing: an unknown JSON escape of a carriage return.
        let escape = Fixtures.errors("{\"elements\": [{\"accessibilityLabel\": \"a\\\r\"}]}", name: "t.json")
        #expect(
            escape.map(\.message) == [
                "JSON syntax: unknown escape '\\\\r'; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            ])
    }
}

/// Deterministic mutations of a file's bytes.
struct Mutator {
    static let kinds = 4
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }

    /// Bytes that break the syntax in interesting ways.
    private static let interesting: [UInt8] = Array("\n\t \"'{}[]:,-&*!|>#%@\\\0".utf8) + [0x80, 0xC3, 0xFF]

    /// `count` mutations of each kind: byte flips, truncations, a repeated line, a deleted line.
    mutating func mutations(of data: Data, count: Int) -> [Data] {
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        var result: [Data] = []
        for _ in 0..<count {
            var flipped = bytes
            for _ in 0..<(1 + next(3)) {
                let index = next(flipped.count)
                flipped[index] = next(2) == 0 ? Self.interesting[next(Self.interesting.count)] : UInt8(next(256))
            }
            result.append(Data(flipped))
            result.append(Data(bytes.prefix(next(bytes.count))))
            var repeated = lines
            let line = next(lines.count)
            repeated.insert(lines[line], at: next(lines.count + 1))
            result.append(Data(repeated.joined(separator: [UInt8(ascii: "\n")])))
            var deleted = lines
            deleted.remove(at: next(lines.count))
            result.append(Data(deleted.joined(separator: [UInt8(ascii: "\n")])))
        }
        return result
    }
}
