import ArgumentParser
import Foundation
import Workshop

/// `--synth-workers N`: the workshop's synthesis processes, each with its own espeak-ng.
struct SynthesisWorkersOption: ParsableArguments {
    @Option(
        name: .customLong("synth-workers"),
        help: "Synthesis processes, each with its own espeak-ng (default: one per core; 0: the server's own process).")
    var count: Int?

    /// At most this many processes per core: more only take turns on the same cores.
    static let perCore = 4

    func validate() throws {
        try WholeNumberOption("--synth-workers", 0...(Self.perCore * ProcessInfo.processInfo.activeProcessorCount))
            .check(count)
    }

    /// Where the server synthesises: in `count` processes of this executable, or itself for 0;
    /// the processes speak `locale` as the server does (a stand-in voice included).
    func plan(speaking locale: String) -> SynthesisPlan {
        let count = count ?? ProcessInfo.processInfo.activeProcessorCount
        return count == 0 ? .inProcess : .workers(command: Edge.synthesisWorker(speaking: locale), count: count)
    }
}
