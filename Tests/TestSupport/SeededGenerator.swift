import Foundation

/// Random inputs a failing test can replay: the seed is `EARSHOT_TEST_SEED` when that is set,
/// else a fresh one, and ``replay`` (for the failure message) says how to run the same inputs
/// again. The sequence is SplitMix64's, so a seed gives the same inputs on every platform.
public struct SeededGenerator: RandomNumberGenerator {
    /// The environment variable that fixes the seed.
    public static let environmentVariable = "EARSHOT_TEST_SEED"

    public let seed: UInt64
    private var state: UInt64

    /// A generator seeded from ``environmentVariable``, else with a fresh seed.
    public init() {
        let given = ProcessInfo.processInfo.environment[Self.environmentVariable].flatMap { UInt64($0) }
        self.init(seed: given ?? UInt64.random(in: 0...UInt64.max))
    }

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// "seed N; EARSHOT_TEST_SEED=N replays it", to put in a failure message.
    public var replay: String { "seed \(seed); \(Self.environmentVariable)=\(seed) replays it" }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
