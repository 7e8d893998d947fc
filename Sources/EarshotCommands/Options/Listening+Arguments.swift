import ArgumentParser
import Listening

/// `listen --shard I/N`.
extension Shard: ParsedArgument {
    /// `I/N` with 1 ≤ I ≤ N, or a usage error saying what is wrong.
    init(parsing text: String) throws {
        _ = try Ordinal(parsing: text)
        guard let shard = Shard(text) else {
            throw ValidationError("give I/N with 1 ≤ I ≤ N, such as 1/2")
        }
        self = shard
    }

    public init?(argument: String) {
        try? self.init(parsing: argument)
    }
}

/// `listen --format html,jsonl`.
extension ReportFormat: ExpressibleByArgument {}
