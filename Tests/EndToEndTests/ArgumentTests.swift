import Foundation
import Testing

/// Typed option values: a bad one is a usage error (64) that says what is wrong with it, and
/// every list option takes names separated by commas, or the option again.
@Suite struct ArgumentTests {
    static let app = Earshot.samples.appendingPathComponent("app.yaml").path

    /// A run that must end with a usage error whose message contains `message`.
    static func expectUsageError(_ arguments: [String], _ message: String) throws {
        let run = try Earshot.run(Earshot.executable, arguments)
        #expect(run.status == 64, "\(arguments): \(run.errors)")
        #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
    }

    @Test func aShardIsIOfNWithIFromOneToN() throws {
        try Self.expectUsageError(
            ["listen", Self.app, "--shard", "3/2"],
            "The value '3/2' is invalid for '--shard <I/N>': the number before the slash must be from 1 to 2, not 3")
        try Self.expectUsageError(
            ["listen", Self.app, "--shard", "1/0"], "the number after the slash must be at least 1, not 0")
        try Self.expectUsageError(
            ["listen", Self.app, "--shard", "half"], "give two whole numbers separated by a slash, such as 2/3")
    }

    @Test func aPositionIsNOfMWithNFromOneToM() throws {
        try Self.expectUsageError(
            ["describe", "--label", "Home", "--position", "0/5"],
            "The value '0/5' is invalid for '--position <N/M>': the number before the slash must be from 1 to 5, not 0")
        try Self.expectUsageError(
            ["describe", "--label", "Home", "--position", "a/b"],
            "give two whole numbers separated by a slash, such as 2/3")
        try Self.expectUsageError(
            ["describe", "--label", "Home", "--context", "tab"], "--context needs --position N/M")
    }

    @Test func aListNamesItsBadEntry() throws {
        try Self.expectUsageError(
            ["listen", Self.app, "--format", "html,pdf"], "no 'pdf'; the choices are html, jsonl, junit")
        try Self.expectUsageError(
            ["listen", Self.app, "--locale", "en-US,,ru"], "a name is missing: give names separated by single commas")
        try Self.expectUsageError(["listen", Self.app, "--locale", "all,ru"], "--locale all stands alone")
        try Self.expectUsageError(["audit", Self.app, "--locale", "ru,all"], "--locale all stands alone")
        try Self.expectUsageError(
            ["describe", "--label", "Add", "--traits", "button,buton"], "unknown trait 'buton'; did you mean 'button'?")
    }

    /// `--locale en-US ru` once listed several locales; `ru` is now a file argument, and one that
    /// does not exist but names a locale is shown the list form.
    @Test func aLocaleWhereAFileIsExpectedShowsTheListForm() throws {
        try Self.expectUsageError(
            ["audit", Self.app, "--locale", "en-US", "ru"],
            "there is no file 'ru'; to audit in several locales, separate them by commas: --locale en-US,ru")
    }

    @Test func aListIsTheSameWrittenWithCommasOrAsRepeatedOptions() throws {
        let audit = ["audit", Self.app, "--rule", "label-too-long", "--fail-on", "never", "--format", "json"]
        let commas = try Earshot.run(Earshot.executable, audit + ["--locale", "en-US,ru"])
        let repeated = try Earshot.run(Earshot.executable, audit + ["--locale", "en-US", "--locale", "ru"])
        #expect(commas.status == 0, "\(commas.errors)")
        #expect(commas.output == repeated.output)
        #expect(commas.output.contains("\"ru\""))

        let traits = try Earshot.run("describe", "--label", "24", "--traits", "button", "--traits", "notEnabled")
        #expect(traits.output == "24. Dimmed. Button.\n\n")
    }

    @Test func helpShowsTheListForm() throws {
        let listen = try Earshot.run("listen", "app", "--help")
        #expect(listen.output.contains("--locale, --locales <locales>"), "\(listen.output)")
        #expect(listen.output.contains("separated by commas"))
        let audit = try Earshot.run("audit", "--help")
        #expect(audit.output.contains("--locale en-US,ru,zh-Hans"))
    }
}
