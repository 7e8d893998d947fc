/// How a child process ended, read from the status `waitpid` gives.
package enum ChildEnd: Equatable, Sendable {
    case exited(status: Int32)
    case signalled(Int32)

    /// The wait status holds a signal number in its low 7 bits, else the exit status above them.
    package init(waitStatus: Int32) {
        self = waitStatus & 0x7f != 0 ? .signalled(waitStatus & 0x7f) : .exited(status: waitStatus >> 8 & 0xff)
    }
}
