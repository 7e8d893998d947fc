import ArgumentParser
import Listening

/// `listen --shard I/N`.
extension Shard: ParsedArgument {
    /// `I/N` with 1 ≤ I ≤ N, or a usage error saying what is wrong.
    init(parsing text: String) throws {
        let share = try Ordinal(parsing: text)
        self.init(index: share.index, count: share.count)
    }

    public init?(argument: String) {
        try? self.init(parsing: argument)
    }
}

/// `listen --format html,jsonl`.
extension ReportFormat: ExpressibleByArgument {}
