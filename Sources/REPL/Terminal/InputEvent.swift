/// What wakes key mode up.
enum InputEvent: Equatable {
    case key(Key)
    /// SIGINT from outside the keyboard (`kill -INT`, or Ctrl-C while the command line had the
    /// terminal).
    case interrupt
    /// SIGWINCH: the terminal changed size.
    case resize
    /// The terminal went away (read returned 0 or failed).
    case endOfInput
}
