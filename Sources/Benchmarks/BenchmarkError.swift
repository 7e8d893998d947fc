/// A benchmark that could not run: a helper program failed.
public struct BenchmarkError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
