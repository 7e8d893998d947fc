import ArgumentParser
import Benchmarks

extension BenchCommand {
    /// `earshot bench import`: the capture importer against its budget.
    struct ImportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import time and peak memory of a generated 10,000-element WebDriverAgent page source.")

        @Option(help: "Elements in the generated page source.")
        var elements = 10_000

        func validate() throws {
            try BenchCommand.elements.check(elements)
        }

        func run() throws {
            try BenchCommand.printFigures(of: ImportBenchmark(elementCount: elements).run)
        }
    }
}
