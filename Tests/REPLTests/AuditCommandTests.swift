import Testing

@testable import REPL

/// The REPL's `audit`: the focused element's findings, with the speech now and after the fix.
struct REPLAuditCommandTests {
    @Test func showsTheFocusedElementsFindings() throws {
        let (session, _) = try Fixtures.session("workshop/pitfalls.yaml")
        _ = session.start()
        _ = try session.run("focus add")
        let lines = try #require(try session.run("audit")).lines.map(\.plain)
        #expect(lines.contains { $0.contains("[trait-word-in-label]") })
        #expect(lines.contains("    after: Add to cart. Button."))
        _ = try session.run("focus help")
        let help = try #require(try session.run("audit")).lines.map(\.plain)
        #expect(help.contains { $0.contains("[trait-conflict]") })
        #expect(!help.contains { $0.contains("[trait-word-in-label]") })
    }
}
