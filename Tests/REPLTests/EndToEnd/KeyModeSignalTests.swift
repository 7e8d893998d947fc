import Foundation
import Glibc
import Testing

/// Key mode and the signals a terminal sends: each ends, stops or redraws the REPL with the
/// terminal as the person expects it, and never with a crash report.
@Suite struct KeyModeSignalTests {
    private func open(_ columns: Int = 100, rows: Int = 32, jobControl: Bool = false) throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(
            ["repl", "samples/settings.yaml"], environment: Earshot.environment(), columns: columns, rows: rows,
            jobControl: jobControl)
        try terminal.waitFor("Samples. Back Button.")
        return terminal
    }

    /// The terminal after earshot ended: the exit status shown and line editing back on.
    private func expectRestored(_ terminal: TmuxTerminal, status: Int) throws {
        let screen = try terminal.waitUntil("the exit status and the terminal's settings") {
            $0.contains("EXIT=\(status)") && $0.contains("icanon")
        }
        #expect(!screen.contains("Earshot · settings"))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo "))
        #expect(!screen.contains("Backtrace") && !screen.contains("Crash") && !screen.contains("core dumped"))
    }

    @Test(arguments: [SIGQUIT, SIGHUP, SIGTERM])
    func anEndingSignalRestoresTheTerminalWithoutACrashReport(signal: Int32) throws {
        let terminal = try open()
        try terminal.signalProgram(signal)
        try expectRestored(terminal, status: 130)
    }

    @Test func anEndingSignalWhileTheCommandLineIsOpenEndsCleanlyToo() throws {
        let terminal = try open()
        try terminal.command("focus wi", enter: false)
        try terminal.signalProgram(SIGQUIT)
        try expectRestored(terminal, status: 130)
    }

    @Test func escapeCancelsTheCommandLine() throws {
        let terminal = try open()
        try terminal.command("focus wifi", enter: false)
        try terminal.press("Escape")
        try terminal.waitUntil("the command line closed") { !$0.contains("earshot> focus wifi") }
        try terminal.press("Right")
        let screen = try terminal.waitFor("next       Settings. Heading.")
        #expect(!screen.contains("Wi-Fi. Switch Button."))
        #expect(screen.statusLine.contains("2/5 Settings"))
    }

    @Test func arrowsStillEditTheCommandLine() throws {
        let terminal = try open()
        try terminal.command("focus wif", enter: false)
        try terminal.press("Left")
        try terminal.type("x")
        try terminal.waitFor("earshot> focus wixf")
    }

    @Test func ctrlDOnAnEmptyCommandLineGoesBackToKeys() throws {
        let terminal = try open()
        try terminal.command("", enter: false)
        try terminal.press("C-d")
        try terminal.waitUntil("the command line closed") { !$0.contains("earshot>") }
        try terminal.press("Right")
        let screen = try terminal.waitFor("next       Settings. Heading.")
        #expect(!screen.contains("EXIT="))
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgComesBackInRawMode() throws {
        let terminal = try open(jobControl: true)
        try terminal.press("C-z")
        try terminal.waitFor("Stopped")
        // The shell has a terminal with line editing: earshot gave back what it found.
        try terminal.type("stty -a | grep -o -- ' -\\?icanon' ; echo STTY-$((1 + 1))")
        try terminal.press("Enter")
        let stopped = try terminal.waitFor("STTY-2")
        #expect(stopped.contains("\n icanon\nSTTY-2") && !stopped.contains("-icanon"))
        #expect(!stopped.contains("Earshot · settings"))
        try terminal.type("fg")
        try terminal.press("Enter")
        try terminal.waitUntil("key mode drawn again") { $0.statusLine.contains("Earshot · settings · 1/5") }
        // Raw mode: an arrow acts at once, with no Enter.
        try terminal.press("Right")
        try terminal.waitFor("next       Settings. Heading.")
        try terminal.press("C-d")
        try terminal.waitUntil("the shell back") {
            !$0.contains("Earshot · settings") && $0.split(separator: "\n").last == "sh$"
        }
    }

    @Test func sigtstpFromOutsideSuspendsLikeCtrlZ() throws {
        let terminal = try open(jobControl: true)
        try terminal.signalProgram(SIGTSTP)
        try terminal.waitFor("Stopped")
        try terminal.type("fg")
        try terminal.press("Enter")
        try terminal.waitUntil("key mode drawn again") { $0.statusLine.contains("Earshot · settings · 1/5") }
        try terminal.press("Right")
        try terminal.waitFor("next       Settings. Heading.")
    }

    @Test func aScriptEndsOnSIGQUITWithoutACrashReport() throws {
        let terminal = try TmuxTerminal(
            ["repl", "samples/settings.yaml", "--script", "/dev/stdin"], environment: Earshot.environment())
        try terminal.waitFor("Samples. Back Button.")
        try terminal.signalProgram(SIGQUIT)
        let screen = try terminal.waitFor("EXIT=130")
        #expect(!screen.contains("Backtrace") && !screen.contains("Crash") && !screen.contains("core dumped"))
    }
}
