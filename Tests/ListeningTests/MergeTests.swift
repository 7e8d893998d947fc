import Foundation
import Listening
import Testing

/// `earshot listen merge`: only the shares of one split of one version of the app are joined,
/// and a merge of some of them says which are missing.
@Suite(.serialized) struct MergeTests {
    let root: URL
    /// The merged report's folder.
    let output: URL

    init() throws {
        root = try ListenRunner.temporaryFolder()
        output = root.appendingPathComponent("merged")
    }

    /// `earshot listen APP --shard SHARD OPTIONS…` into a folder named by the app's folder and
    /// the share.
    private func share(_ app: String, _ shard: String, _ options: [String] = []) throws -> URL {
        let name = URL(fileURLWithPath: app).deletingLastPathComponent().lastPathComponent
        let folder = root.appendingPathComponent("\(name)-\(shard.replacingOccurrences(of: "/", with: "of"))")
        let run = try ListenRunner.listen(app, into: folder, ["--fail-on", "never", "--shard", shard] + options)
        #expect(run.status == 0, "\(run.errors)")
        return folder
    }

    private func merge(_ shares: [URL], _ options: [String] = []) throws -> ListenRunner.Run {
        try ListenRunner.earshot(
            ["listen", "merge"] + shares.map(\.path) + ["--out", output.path, "--quiet", "--fail-on", "never"]
                + options)
    }

    /// A merge names what is missing or does not match, and fails, unless told to merge a part.
    @Test func mergeChecksItsShares() throws {
        let first = try share(ListenRunner.fixture("clean"), "1/2")
        let half = try merge([first])
        #expect(half.status == 65)
        #expect(
            half.errors.contains(
                "share 2/2 is missing; give every share, or --allow-partial to merge what there is"), "\(half.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try merge([first], ["--allow-partial"]).status == 0)

        let other = try share(ListenRunner.fixture("flags"), "2/2")
        let mixed = try merge([first, other])
        #expect(mixed.status == 65)
        #expect(mixed.errors.contains("\(other.path) has the app \(ListenRunner.fixture("flags"))"), "\(mixed.errors)")

        let slower = try share(ListenRunner.fixture("clean"), "2/2", ["--rate", "20"])
        let rates = try merge([first, slower])
        #expect(rates.status == 65)
        #expect(rates.errors.contains("\(slower.path) has the speech rate 20 %"), "\(rates.errors)")
        #expect(try merge([first, first]).errors.contains("share 1/2 is given twice"))

        let second = try share(ListenRunner.fixture("clean"), "2/2")
        let whole = try merge([first, second])
        #expect(whole.status == 0, "\(whole.errors)")
    }

    /// A merge of some of the shares (`--allow-partial`) names each share it lacks and what of
    /// the app that share holds: on standard error, at the top of the page and in summary.json.
    @Test func aPartialMergeNamesTheMissingShares() throws {
        let first = try share(ListenRunner.fixture("clean"), "1/2")
        let merged = try merge([first], ["--allow-partial"])
        #expect(merged.status == 0, "\(merged.errors)")
        // Share 2/2 of the clean app is its second screen in both locales.
        let missing = "share 2 of 2 missing: screen detail × locales en, ru"
        #expect(merged.errors.contains("earshot: listen merge: a partial report: \(missing)"), "\(merged.errors)")

        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let header = try #require(html.range(of: "</header>"))
        #expect(html[..<header.lowerBound].contains(missing), "\(html.prefix(2_000))")

        let summary = try JSONDecoder().decode(
            ListenSummary.self, from: Data(contentsOf: output.appendingPathComponent("summary.json")))
        #expect(summary.partial)
        #expect(summary.missingShares.map(\.shard) == [Shard(index: 2, count: 2)])
        #expect(summary.missingShares.flatMap(\.parts).map(\.screens) == [["detail"]])
        #expect(summary.missingShares.flatMap(\.parts).map(\.locales) == [["en", "ru"]])

        let second = try share(ListenRunner.fixture("clean"), "2/2")
        #expect(try merge([first, second]).errors.isEmpty)
        let whole = try JSONDecoder().decode(
            ListenSummary.self, from: Data(contentsOf: output.appendingPathComponent("summary.json")))
        #expect(!whole.partial && whole.missingShares.isEmpty)
    }

    /// Shares rendered from two versions of the app, a translation changed between them, are
    /// not merged: the message names the shares and the file that changed.
    @Test func sharesOfDifferentVersionsOfTheAppAreRefused() throws {
        let app = try ListenRunner.copy(fixture: "clean", into: root)
        let first = try share(app, "1/2")
        try ListenRunner.editSave(of: app)
        let second = try share(app, "2/2")
        let mixed = try merge([first, second])
        #expect(mixed.status == 65)
        #expect(
            mixed.errors.contains(
                "\(second.path) and \(first.path) were rendered from different versions of the app: ru.lproj/Localizable.strings differs"
            ), "\(mixed.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// The merge's checks read the app as it is now: shares of a version since changed are not
    /// merged.
    @Test func sharesOfAnAppChangedSinceAreRefused() throws {
        let app = try ListenRunner.copy(fixture: "clean", into: root)
        let shares = [try share(app, "1/2"), try share(app, "2/2")]
        try ListenRunner.editSave(of: app)
        let merged = try merge(shares)
        #expect(merged.status == 65)
        #expect(
            merged.errors.contains(
                "the app changed since the shares were rendered: ru.lproj/Localizable.strings differs"),
            "\(merged.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
