import ArgumentParser

/// `I/N`: the I-th of N, counted from 1, as `--shard` and `--position` take it.
struct Ordinal: ParsedArgument, Equatable {
    var index: Int
    var count: Int

    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("give two whole numbers separated by a slash, such as 2/3")
        }
        guard count >= 1 else { throw ValidationError("the number after the slash must be at least 1, not \(count)") }
        guard (1...count).contains(index) else {
            throw ValidationError("the number before the slash must be from 1 to \(count), not \(index)")
        }
        self.index = index
        self.count = count
    }
}
