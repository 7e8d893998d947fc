/// A benchmark that could not run: a helper program failed.
package struct BenchmarkError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
