import Foundation

/// Wall-clock time of whole processes, from `posix_spawn` to `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` polls its run loop every 50 ms on Linux, which
/// would round a 10 ms process up to about 50 ms and hide any difference between two fast
/// programs; this waits on the process itself.
enum ProcessTimer {
    /// Runs `program` with `arguments` (standard output and error to `/dev/null`, the
    /// environment with `extraEnvironment` added) and returns its wall-clock seconds; throws
    /// when it cannot start or does not exit with status 0.
    static func seconds(
        _ program: URL, _ arguments: [String], extraEnvironment: [String: String] = [:]
    ) throws
        -> Double
    {
        try seconds(side: [arguments], of: program, extraEnvironment: extraEnvironment)
    }

    /// Runs one `program` for each of `commands` (its arguments) at the same time and returns
    /// the wall-clock seconds until the last has ended; throws as ``seconds(_:_:extraEnvironment:)``.
    static func seconds(
        side commands: [[String]], of program: URL, extraEnvironment: [String: String] = [:]
    ) throws -> Double {
        let environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { _, new in new }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let start = Stopwatch.now
        var started: [pid_t] = []
        var failure: BenchmarkError?
        for arguments in commands {
            let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, program.path, &actions, nil, argv, envp)
            guard spawned == 0 else {
                failure = BenchmarkError("cannot start \(program.path): \(String(cString: strerror(spawned)))")
                break
            }
            started.append(pid)
        }
        for (pid, arguments) in zip(started, commands) {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else {
                    failure = failure ?? BenchmarkError("cannot wait for \(program.lastPathComponent)")
                    break
                }
            }
            // Exited normally (no terminating signal) with status 0.
            if status & 0x7f != 0 || (status >> 8) & 0xff != 0 {
                failure =
                    failure
                    ?? BenchmarkError(
                        "\(program.lastPathComponent) \(arguments.prefix(2).joined(separator: " ")) failed")
            }
        }
        let seconds = Double(Stopwatch.now - start) / 1e9
        if let failure { throw failure }
        return seconds
    }
}
