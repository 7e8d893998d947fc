import Foundation
import Glibc

/// Runs a program to its end with standard input from a string and its output in files, using
/// posix_spawn and waitpid directly (Foundation's Process can hang when tests start processes in
/// parallel). The program starts with no signal blocked and every signal's default action, not
/// with the test thread's mask (which would leave a tmux server deaf to SIGCHLD and kill-server).
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: String = "",
        directory: URL? = nil
    ) throws -> Result {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["in", "out", "err"].map { folder.appendingPathComponent($0).path }
        try input.write(toFile: files[0], atomically: true, encoding: .utf8)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, files[0], O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, files[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, files[2], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // In `directory`: through env -C (posix_spawn's chdir is not in Swift's Glibc module).
        let command = directory.map { ["env", "-C", $0.path, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable]) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            output: try String(contentsOfFile: files[1], encoding: .utf8),
            errors: try String(contentsOfFile: files[2], encoding: .utf8))
    }
}
