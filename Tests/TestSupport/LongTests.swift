import Foundation

/// The long tests: hundreds or thousands of runs of what fails rarely, run with
/// `EARSHOT_LONG_TESTS=1 swift test` (the README's third command).
public enum LongTests {
    public static let enabled = ProcessInfo.processInfo.environment["EARSHOT_LONG_TESTS"] == "1"
}
