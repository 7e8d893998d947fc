/// What wakes key mode up.
enum InputEvent: Equatable {
    case key(Key)
    /// SIGINT from outside the keyboard (`kill -INT`, or Ctrl-C while the command line had the
    /// terminal).
    case interrupt
    /// SIGWINCH: the terminal changed size.
    case resize
    /// SIGTSTP, or Ctrl-Z typed on the command line: stop with the terminal restored.
    case suspend
    /// SIGCONT: the process was continued; raw mode and the screen must come back.
    case resume
    /// SIGTERM, SIGHUP or SIGQUIT: end the REPL cleanly.
    case end(signal: Int32)
    /// The terminal went away (read returned 0 or failed).
    case endOfInput
}
