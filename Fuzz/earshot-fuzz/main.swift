import CFuzzerDriver
import Foundation
import SpeechBridge

// Chooses the target by EARSHOT_FUZZ_TARGET, then hands argv to libFuzzer. Two more modes serve
// scripts/fuzz: EARSHOT_FUZZ_TARGET=list prints the targets' names, and EARSHOT_FUZZ_SEEDS=DIR
// writes the target's seed inputs (made from EARSHOT_FUZZ_SAMPLES, default `samples`) into DIR.
// Started as `earshot-fuzz synth-worker`, it is the synthesis process the `speech` target
// speaks through, as `earshot synth-worker` is the commands'.

if CommandLine.arguments.dropFirst().first == SynthesisWorker.commandName {
    SynthesisWorker.run(voices: WholePathExercise.voices)
    exit(0)
}
let environment = ProcessInfo.processInfo.environment
let name = environment["EARSHOT_FUZZ_TARGET"] ?? ""
if name == "list" {
    print(fuzzTargets.map(\.name).joined(separator: "\n"))
    exit(0)
}
guard let target = fuzzTargets.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(
        Data("set EARSHOT_FUZZ_TARGET to one of: \(fuzzTargets.map(\.name).joined(separator: ", "))\n".utf8))
    exit(64)
}
if let directory = environment["EARSHOT_FUZZ_SEEDS"] {
    let samples = URL(fileURLWithPath: environment["EARSHOT_FUZZ_SAMPLES"] ?? "samples")
    for (index, seed) in target.seeds(samples).enumerated() {
        FileManager.default.createFile(atPath: "\(directory)/seed-\(index)", contents: seed)
    }
    exit(0)
}
FuzzTarget.selected = target

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { start, count in
        FuzzTarget.selected?.run(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    })
