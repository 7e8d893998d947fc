import AppFiles
import Foundation
import Testing

@testable import AccessibilityModel
@testable import Localization
@testable import ScreenFiles

/// Hostile and careless input meets a named limit with a located error, never a crash, a hang or
/// runaway memory.
@Suite struct LimitTests {
    // MARK: Numbers

    @Test func hugeFrameIsRefusedWhereItIs() throws {
        let errors = Fixtures.errors(
            """
            elements:
              - accessibilityLabel: Far
                accessibilityFrame: [1e20, 0, 10, 10]
            """)
        #expect(
            errors.map(\.description) == [
                "test.yaml:3:26: error: the x of accessibilityFrame is 1e20, out of range; coordinates and sizes are within ±10000000 points"
            ])
    }

    @Test func hugeOrNegativeScreenSizeIsRefused() throws {
        let errors = Fixtures.errors(
            """
            size: [393, 1e20]
            elements:
              - accessibilityLabel: A
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["1:13"])
        #expect(errors.first?.message.contains("out of range") == true)
        let negative = Fixtures.errors("size: [-393, 852]\nelements:\n  - accessibilityLabel: A\n")
        #expect(negative.map(\.message) == ["the width of size cannot be negative (-393)"])
    }

    @Test(arguments: ["1e400", "-1e400", "10000000.5", "-20000000"])
    func numbersBeyondTheLimitAreRefused(_ number: String) throws {
        let errors = Fixtures.errors(
            "{\"elements\": [{\"accessibilityLabel\": \"A\", \"accessibilityActivationPoint\": [\(number), 0]}]}",
            name: "t.json")
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("out of range") == true)
        #expect((errors.first?.location.line, errors.first?.location.column) == (1, 76))
    }

    @Test func numbersAtTheLimitLoad() throws {
        let result = try Fixtures.load(
            """
            size: [10000000, 10000000]
            elements:
              - accessibilityLabel: A
                accessibilityFrame: [-10000000, 1e7, 10000000, 0]
            """)
        #expect(result.app.screens[0].elements[0].accessibilityFrame?.x == -10_000_000)
    }

    // MARK: Templates

    @Test func longOperatorChainIsRefusedNotOverflowingTheStack() throws {
        let chain = "{" + Array(repeating: "x", count: 40_000).joined(separator: " + ") + "}"
        #expect(chain.count > TemplateParser.maximumLength)
        let shorter = "{" + Array(repeating: "x", count: 2_000).joined(separator: "+") + "}"
        #expect(shorter.count < TemplateParser.maximumLength)
        let error = try #require(throws: TemplateError.self) { try Template(parsing: shorter) }
        #expect(error.message.contains("nests deeper than 64 levels"))
        let filters = "{x" + String(repeating: "|upper", count: 1_500) + "}"
        #expect(throws: TemplateError.self) { try Template(parsing: filters) }
        #expect(throws: TemplateError.self) { try Condition(parsing: String(repeating: "a && ", count: 1_500) + "a") }
    }

    @Test func ordinaryChainsStillParse() throws {
        let template = try Template(parsing: "{" + Array(repeating: "'a'", count: 40).joined(separator: " + ") + "}")
        #expect(template.expressions.count == 1)
    }

    @Test func templateLongerThanTheLimitIsRefusedInTheFile() throws {
        let long = "{1}" + String(repeating: "a", count: TemplateParser.maximumLength)
        let errors = Fixtures.errors("elements:\n  - accessibilityLabel: \"\(long)\"\n")
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("a template holds at most 10000") == true)
        #expect(
            errors.first.map { "\($0.location.line):\($0.location.column)" } == "2:\(26 + TemplateParser.maximumLength)"
        )
    }

    /// Text without braces is not a template: it is never parsed, and a captured page of terms
    /// is as long as it is.
    @Test func textWithoutBracesHasNoTemplateLimit() throws {
        let long = String(repeating: "a", count: TemplateParser.maximumLength * 3)
        #expect(try Template(parsing: long).constant == long)
        #expect(Template.literal(long + "{}").constant == long + "{}")
        #expect(Fixtures.errors("elements:\n  - accessibilityLabel: \(long)\n").isEmpty)
    }

    @Test func operatorChainInAFileIsALocatedError() throws {
        let chain = "{" + Array(repeating: "x", count: 3_000).joined(separator: "+") + "}"
        let errors = Fixtures.errors("variables:\n  x: 1\nelements:\n  - accessibilityLabel: \"\(chain)\"\n")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 4)
        #expect(errors.first?.message.contains("nests deeper") == true)
    }

    // MARK: YAML aliases

    @Test func aliasBombIsRefused() throws {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(previous)]\n"
        }
        yaml += "elements:\n  - accessibilityLabel: A\n"
        let errors = Fixtures.errors(yaml)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("expands to more than 1000000 values") == true)
        #expect(errors.first?.formProblem == nil)
    }

    // MARK: Includes

    @Test func includeBombReadsEachFileOnce() throws {
        let directory = try Fixtures.temporaryDirectory()
        let includes = { (name: String) in String(repeating: "  - include: \(name)\n", count: 10) }
        for level in 0..<8 {
            try Data(("screens:\n" + includes("f\(level + 1).yaml")).utf8).write(
                to: directory.appendingPathComponent("f\(level).yaml"))
        }
        try Data("screens:\n  - name: leaf\n    elements:\n      - accessibilityLabel: A\n".utf8)
            .write(to: directory.appendingPathComponent("f8.yaml"))
        #expect(throws: LoadError.self) {
            try ScreenFileLoader.load(url: directory.appendingPathComponent("f0.yaml"))
        }
        let errors = Fixtures.errors(
            data: Data(("screens:\n" + includes("f1.yaml")).utf8), name: "root.yaml", directory: directory)
        // Nine in each file that includes: every include after a file's first.
        #expect(errors.count == 8 * 9)
        #expect(errors.allSatisfy { $0.message.contains("is already included") })
        #expect(
            errors.contains {
                $0.description
                    == "root.yaml:3:14: error: 'f1.yaml' is already included (at root.yaml:2:14); include each file once"
            })
    }

    @Test func includesNestingDeeperThanTheLimitAreRefused() throws {
        let directory = try Fixtures.temporaryDirectory()
        let depth = ScreenFileLoader.maximumIncludeDepth + 2
        for level in 0..<depth {
            try Data("screens:\n  - include: f\(level + 1).yaml\n".utf8).write(
                to: directory.appendingPathComponent("f\(level).yaml"))
        }
        try Data("screens:\n  - name: leaf\n    elements:\n      - accessibilityLabel: A\n".utf8)
            .write(to: directory.appendingPathComponent("f\(depth).yaml"))
        let error = try #require(throws: LoadError.self) {
            try ScreenFileLoader.load(url: directory.appendingPathComponent("f0.yaml"))
        }
        // The include refused, and the app left without screens.
        #expect(error.errors.map(\.message.first) == ["t", "i"])
        let refusal = try #require(error.errors.last)
        #expect(
            refusal.location.file.hasSuffix("f16.yaml") && (refusal.location.line, refusal.location.column) == (2, 14))
        #expect(refusal.message.hasPrefix("includes nest deeper than 16 files"))
    }

    // MARK: Suggestions

    @Test func megabyteTraitNameIsQuotedShortWithoutSuggestion() throws {
        let name = "buton" + String(repeating: "x", count: 1_000_000)
        let errors = Fixtures.errors("elements:\n  - accessibilityLabel: A\n    accessibilityTraits: [\(name)]\n")
        let error = try #require(errors.first)
        #expect(error.message.hasPrefix("unknown trait 'butonxxxx"))
        #expect(!error.message.contains("did you mean"))
        #expect(error.formProblem == nil, "\(error.message.count) characters")
    }

    @Test func suggestionsSkipLongNames() {
        #expect(["button"].nearest(to: "buton") == "button")
        #expect(["button"].nearest(to: String(repeating: "b", count: 65)) == nil)
        #expect([String(repeating: "b", count: 64)].nearest(to: String(repeating: "b", count: 63)) != nil)
    }

    // MARK: State

    @Test func doublingAStringStopsAtTheLimitWithAProblem() throws {
        let app = try Fixtures.load(
            """
            variables:
              text: {type: string, initial: "ab"}
            elements:
              - accessibilityIdentifier: double
                accessibilityLabel: "{text}"
                accessibilityActivate:
                  - set: {text: "{text + text}"}
            """
        ).app
        var (state, screen) = app.start()
        var problems: [String] = []
        for _ in 0..<30 {
            let outcome = state.perform(.activate, on: "double", in: screen, of: app)
            problems += outcome.problems.map(\.description)
            screen = app.resolve(state, locale: "en")!
        }
        #expect(state.value(of: "text")?.description.count == 8_192)
        #expect(problems.count == 18)
        #expect(
            problems.first
                == "'text' is left unchanged: the text is 16384 characters long; a string variable holds at most 10000 (Variable.maximumStringLength)"
        )
    }

    @Test func initialStringLongerThanTheLimitIsALoadError() throws {
        let long = String(repeating: "a", count: Variable.maximumStringLength + 1)
        let errors = Fixtures.errors(
            "variables:\n  text: {type: string, initial: \(long)}\nelements:\n  - accessibilityLabel: A\n")
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("a string variable holds at most 10000") == true)
        #expect(errors.first?.location.line == 2)
    }

    @Test func steppingByTheSmallestIntDoesNotTrap() {
        let variable = Variable.int("n", 5, step: .min)
        #expect(variable.stepped(.int(5), by: -1) == .int(.max))
        #expect(variable.stepped(.int(-5), by: 1) == .int(.min))
    }

    // MARK: Formats

    @Test func formatFieldsBeyondTheLimitStayLiteral() {
        let wide = FormatString("%999999999d and %.99999f")
        #expect(wide.format([.int(1), .int(2)]) { _, _ in "" } == "%999999999d and %.99999f")
        #expect(FormatString("%999d").format([.int(1)]) { _, _ in "" }.count == 999)
        let positions = FormatString("%9223372036854775807$@%@%@")
        #expect(positions.format([.string("a")]) { _, _ in "" } == "%9223372036854775807$@a")
    }
}
