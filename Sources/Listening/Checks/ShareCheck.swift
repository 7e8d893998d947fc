import Foundation

/// What `earshot listen merge` checks before joining the report folders of a sharded run: that
/// they are shares (`--shard I/N`) of one split, of one app (the same file, holding the same as
/// its includes and strings tables did: ``AppContent``), in the same locales and screens,
/// rendered with the same speech, and that no share is missing or given twice. A merge that
/// fails any of these would say "166 elements" of something nobody rendered.
enum ShareCheck {
    /// Every problem with `shares`, one line each; a missing share is one only unless
    /// `allowPartial`.
    static func problems(_ shares: [(report: ListenReport, folder: URL)], allowPartial: Bool) -> [String] {
        guard let first = shares.first else { return ["no reports to merge"] }
        var problems: [String] = []
        func differs(_ what: String, _ value: (ListenReport) -> String) {
            let expected = value(first.report)
            for share in shares.dropFirst() where value(share.report) != expected {
                problems.append(
                    "\(share.folder.path) has \(what) \(value(share.report)), \(first.folder.path) \(expected)")
            }
        }
        differs("the app") { $0.app }
        differs("the locales") { $0.locales.map(\.locale).joined(separator: ", ") }
        differs("the screens") { $0.plan.screens.map(\.name).joined(separator: ", ") }
        differs("the speech") { $0.speech.map(\.description) ?? "of an earlier version (unknown settings)" }
        for share in shares.dropFirst() where share.report.appContent != first.report.appContent {
            problems.append(
                "\(share.folder.path) and \(first.folder.path) were rendered from different versions of the app: "
                    + changes(from: first.report.appContent, to: share.report.appContent))
        }
        let unsharded = shares.filter { $0.report.shard == nil }
        for share in unsharded {
            problems.append(
                "\(share.folder.path) is a whole run, not a share; merge joins the folders of `earshot listen --shard I/N` runs"
            )
        }
        let sharded = shares.compactMap { share in share.report.shard.map { (shard: $0, folder: share.folder) } }
        guard let count = sharded.first?.shard.count else { return problems }
        for share in sharded where share.shard.count != count {
            problems.append(
                "\(share.folder.path) is share \(share.shard) of a split into \(share.shard.count), not \(count)")
        }
        let byIndex = Dictionary(grouping: sharded.filter { $0.shard.count == count }, by: \.shard.index)
        for (index, given) in byIndex.sorted(by: { $0.key < $1.key }) where given.count > 1 {
            problems.append(
                "share \(index)/\(count) is given twice: \(given.map(\.folder.path).joined(separator: ", "))")
        }
        let missing = Self.missing(sharded.map(\.shard))
        if !missing.isEmpty, !allowPartial {
            let names = missing.map(\.description).joined(separator: ", ")
            problems.append(
                "share\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing; give every share, or --allow-partial to merge what there is"
            )
        }
        return problems
    }

    /// The shares of the split of the first of `shards` that none of them is.
    static func missing(_ shards: [Shard]) -> [Shard] {
        guard let count = shards.first?.count else { return [] }
        let given = Set(shards.filter { $0.count == count }.map(\.index))
        return (1...count).filter { !given.contains($0) }.map { Shard(index: $0, count: count) }
    }

    /// What changed in the app's files from `earlier` to `later`, for a message.
    static func changes(from earlier: AppContent?, to later: AppContent?) -> String {
        guard let earlier, let later else {
            return "an earlier version of Earshot rendered one of them and did not record the app's files"
        }
        let differences = later.differences(from: earlier)
        return differences.isEmpty ? "the app changed" : differences.joined(separator: ", ")
    }
}
