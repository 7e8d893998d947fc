import AccessibilityModel
import Foundation
import ScreenFiles
import TestSupport
import Testing

/// The published JSON Schema accepts every sample (as written, and as the loader writes it back)
/// and rejects mistakes, checked with Python's jsonschema validator.
@Suite struct SchemaTests {
    static let schema = Fixtures.samples.appendingPathComponent("earshot-screen.schema.json")

    /// Validates JSON documents; returns the validator's messages per document (empty: valid).
    static func validate(_ documents: [String]) throws -> [[String]] {
        let directory = try Fixtures.temporaryDirectory()
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let url = directory.appendingPathComponent("\(index).json")
            try Data(document.utf8).write(to: url, options: .atomic)
            paths.append(url.path)
        }
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            result = []
            for path in sys.argv[2:]:
                document = json.load(open(path))
                result.append([e.message[:200] for e in validator.iter_errors(document)])
            print(json.dumps(result))
            """
        return try DebianPython.json(script, arguments: [schema.path] + paths, needing: "python3-jsonschema")
    }

    @Test func everySampleAsWrittenIsValid() throws {
        let documents = try Fixtures.sampleFiles.map { url in
            try ScreenFileWriter.sourceJSON(data: Data(contentsOf: url), name: url.lastPathComponent)
        }
        let results = try Self.validate(documents)
        #expect(results.count == Fixtures.sampleFiles.count)
        for (url, messages) in zip(Fixtures.sampleFiles, results) {
            #expect(messages.isEmpty, "\(url.lastPathComponent): \(messages)")
        }
    }

    @Test func everySampleAsWrittenBackIsValid() throws {
        let documents = try Fixtures.sampleNames.map { try ScreenFileWriter.json(Fixtures.sample($0)) }
        for (url, messages) in zip(Fixtures.sampleFiles, try Self.validate(documents)) {
            #expect(messages.isEmpty, "\(url.lastPathComponent): \(messages)")
        }
    }

    @Test func samplesDeclareTheSchema() throws {
        for (url, name) in zip(Fixtures.sampleFiles, Fixtures.sampleNames) {
            let firstLine = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").first
            let schema = String(repeating: "../", count: name.count { $0 == "/" }) + "earshot-screen.schema.json"
            let expected = "# yaml-language-server: $schema=" + (schema.hasPrefix("../") ? schema : "./" + schema)
            #expect(firstLine.map(String.init) == expected, "\(name)")
        }
    }

    /// Voice Control's input labels, a list or one alone, and the text an element shows.
    @Test func schemaAcceptsInputLabelsAndVisibleText() throws {
        let documents = [
            #"{"elements": [{"accessibilityLabel": "Paper airplane", "accessibilityUserInputLabels": ["Send", "Paper airplane"], "earshotVisibleText": "Send"}]}"#,
            #"{"elements": [{"label": "Settings", "inputLabels": "Prefs", "visibleText": "Settings"}, {"userInputLabels": []}]}"#,
        ]
        for (document, messages) in zip(documents, try Self.validate(documents)) {
            #expect(messages.isEmpty, "\(document): \(messages)")
        }
    }

    @Test func schemaRejectsMistakes() throws {
        let mistakes = [
            #"{"elements": [{"accessibilityTraits": ["buton"]}]}"#,
            #"{"elements": [{"accessibilityFrame": [0, 0, -1, 10]}]}"#,
            #"{"elements": [{"accesibilityLabel": "Play"}]}"#,
            #"{"elements": [{"accessibilityActivate": [{"jump": "home"}]}]}"#,
            #"{"screens": [{"elements": []}]}"#,
            #"{"elements": [{"accessibilityUserInputLabels": ["Send", 1]}]}"#,
            #"{"elements": [{"inputLabels": {"first": "Send"}}]}"#,
            #"{"elements": [{"earshotVisibleText": ["Send"]}]}"#,
        ]
        let results = try Self.validate(mistakes)
        for (mistake, messages) in zip(mistakes, results) { #expect(!messages.isEmpty, "\(mistake)") }
    }
}
