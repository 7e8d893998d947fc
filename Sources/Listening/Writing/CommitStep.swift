import Foundation

/// The steps of ``ReportFolder/commit()``, each reported as it is done, so that a test can
/// interrupt the commit at every one.
enum CommitStep: String, CaseIterable, Sendable {
    /// The marker listing the report's files is written; nothing is renamed yet.
    case listed
    /// The previous report is moved aside.
    case movedAside
    /// The new report is in place.
    case replaced
    /// The previous report, moved aside, is removed.
    case removedPrevious

    /// The environment variable naming the step at which a run sends itself Ctrl-C: for tests.
    static let interruptVariable = "EARSHOT_TEST_INTERRUPT_COMMIT"

    /// Called when the step is done: when ``interruptVariable`` names it, the process sends
    /// itself SIGINT and goes on once the interruption has begun, as if Ctrl-C were pressed
    /// right then.
    func reached() {
        guard ProcessInfo.processInfo.environment[Self.interruptVariable] == rawValue else { return }
        kill(getpid(), SIGINT)
        while !Interruption.shared.isInterrupting { usleep(1_000) }
    }
}
