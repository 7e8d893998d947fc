import ArgumentParser

/// `earshot listen`: a whole app rendered in every locale, with a report to review by ear.
struct ListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Render every screen of an app in every locale, with a report a translator can review by ear.",
        discussion: """
            Example: earshot listen samples/app.yaml --locale en-US,ru --out earshot-listen
            Writes DIR/index.html, findings.jsonl, summary.json, junit.xml and the audio; see docs/listening.md.
            `earshot listen merge DIR…` joins the reports of `--shard I/N` runs into one.

            \(HelpText.exitStatuses)
            """,
        subcommands: [ListenAppCommand.self, ListenMergeCommand.self], defaultSubcommand: ListenAppCommand.self)
}
