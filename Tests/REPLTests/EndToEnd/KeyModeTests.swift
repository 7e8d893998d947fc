import Foundation
import Glibc
import Testing

/// Key mode as a person meets it: the built earshot in a real terminal (tmux), keys pressed,
/// the screen read back.
@Suite struct KeyModeTests {
    private func open(
        _ arguments: [String], columns: Int = 100, rows: Int = 32, _ extra: [String: String] = [:]
    )
        throws -> TmuxTerminal
    {
        try TmuxTerminal(arguments, environment: Earshot.environment(extra), columns: columns, rows: rows)
    }

    @Test func arrowsMoveFocusAndTheMapHighlightFollows() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitUntil("the first element said and highlighted") {
            $0.contains("[screen changed] Samples. Back Button.") && $0.statusLine.contains("settings · 1/5 Samples")
                && $0.focusedMapNumber == 1
        }
        try terminal.press("Right")
        try terminal.waitUntil("the heading said and highlighted") {
            $0.contains("next       Settings. Heading.") && $0.statusLine.contains("2/5 Settings")
                && $0.focusedMapNumber == 2
        }
        try terminal.press("Right")
        try terminal.waitUntil("the slider said with its hint and highlighted") {
            $0.contains("next       Volume: 50%. Adjustable.")
                && $0.contains("Swipe up or down with one finger to adjust the value.") && $0.focusedMapNumber == 3
        }
        try terminal.press("Left")
        let screen = try terminal.waitUntil("the heading highlighted again") {
            $0.contains("previous   Settings. Heading.") && $0.focusedMapNumber == 2
        }
        #expect(screen.contains("3 Volume") && !screen.contains("╔3") && !screen.contains("╞3"))
    }

    /// `n` draws Voice Control's names on the map and `#` its numbers, each said in the status
    /// line; pressed again, the map is as before.
    @Test func nShowsVoiceControlsNamesAndHashItsNumbers() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.type("n")
        try terminal.waitUntil("the names on the map") {
            $0.statusLine.contains(" · names") && $0.contains("Show names: each control's name")
                && $0.contains("Samples (also Back)")
        }
        try terminal.type("#")
        try terminal.waitUntil("the numbers on the map") {
            $0.statusLine.contains(" · numbers") && $0.contains("Show numbers: say Tap and a number")
        }
        try terminal.type("#")
        try terminal.waitUntil("the overlay gone") { !$0.statusLine.contains("numbers") && $0.focusedMapNumber == 1 }
    }

    @Test func upAdjustsAndTabTurnsTheRotor() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("Right", "Right")
        try terminal.waitFor("Volume: 50%. Adjustable.")
        #expect(try terminal.screen().statusLine.contains("rotor: Adjust Value"))
        try terminal.press("Up")
        try terminal.waitFor("up         60%")
        try terminal.press("Tab")
        try terminal.waitUntil("the rotor on Characters") {
            $0.contains("rotor next Characters") && $0.statusLine.contains("rotor: Characters")
        }
        try terminal.press("BTab")
        try terminal.waitUntil("the rotor back on Adjust Value") { $0.statusLine.contains("rotor: Adjust Value") }
    }

    @Test func enterActivatesAndEscapeGoesBack() throws {
        let terminal = try open([])
        try terminal.waitUntil("the sample app's home screen") {
            $0.contains("[screen changed] Earshot Samples. Heading.") && $0.statusLine.contains("home · 1/")
        }
        try terminal.press("Right")
        try terminal.waitFor("Weather. Button.")
        try terminal.press("Enter")
        try terminal.waitUntil("the weather screen") {
            $0.statusLine.contains("· weather ·") && $0.contains("activate   [activate]")
        }
        try terminal.press("Escape")
        try terminal.waitUntil("the home screen again") {
            $0.statusLine.contains("· home ·") && $0.contains("escape     [screen changed]")
        }
    }

    @Test func theCommandLineRunsCommandsAndSaysWhatWentWrong() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.command("focus wifi")
        try terminal.waitUntil("the switch said and highlighted") {
            $0.contains("Wi-Fi. Switch Button. On.") && $0.statusLine.contains("4/5 Wi-Fi") && $0.focusedMapNumber == 4
        }

        try terminal.command("frob", opening: ":")
        try terminal.waitFor("error: unknown command 'frob'; type help for the list of commands")
        // Back in key mode: the next key is a gesture again.
        try terminal.press("Enter")
        let screen = try terminal.waitFor("Off.")
        #expect(screen.statusLine.contains("4/5 Wi-Fi"))
    }

    @Test func tabCompletesOnTheCommandLineAndHistoryIsKeptAcrossRuns() throws {
        let environment = try Earshot.environment()
        do {
            let terminal = try TmuxTerminal(["repl", "samples/music.yaml"], environment: environment)
            try terminal.waitFor("Samples. Back Button.")
            try terminal.command("foc", enter: false)
            try terminal.press("Tab")
            try terminal.waitFor("earshot> focus")
            try terminal.type("Freddie")
            try terminal.press("Tab")
            try terminal.waitFor("earshot> focus Freddie Freeloader")
            try terminal.press("Enter")
            try terminal.waitFor("Freddie Freeloader. Button.")
            try terminal.press("C-d")
            try terminal.waitFor("EXIT=0")
        }
        let history = try String(contentsOfFile: environment["EARSHOT_HISTORY"]!, encoding: .utf8)
        #expect(history.contains("Freddie"))
        let again = try TmuxTerminal(["repl", "samples/music.yaml"], environment: environment)
        try again.waitFor("Samples. Back Button.")
        try again.command("", enter: false)
        try again.press("Up")
        try again.waitFor("earshot> focus Freddie Freeloader")
    }

    @Test func ctrlCStopsSpeechAndTheREPLCarriesOn() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("C-c")
        try terminal.waitFor("speech stopped (Ctrl-D or quit leaves)")
        try terminal.command("focus vol", enter: false)
        try terminal.press("C-c")
        try terminal.waitUntil("the command line closed") { !$0.contains("earshot> focus vol") }
        try terminal.press("Right")
        let screen = try terminal.waitFor("Settings. Heading.")
        #expect(!screen.contains("EXIT="))
    }

    @Test func quitLeavesCleanlyAndRestoresTheTerminal() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("Right", "/")
        try terminal.waitFor("earshot>")
        try terminal.type("quit")
        try terminal.press("Enter")
        let screen = try terminal.waitUntil("the exit status and the terminal's settings") {
            $0.contains("EXIT=0") && $0.contains("icanon")
        }
        // The main screen is back with line editing and echo on.
        #expect(!screen.contains("Earshot · settings"))
        #expect(screen.contains(" icanon ") || screen.contains(" icanon\n"))
        #expect(screen.contains(" echo "))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo ") && !screen.contains("-isig"))
    }

    @Test func interruptFromOutsideStopsSpeechAndTerminateRestoresTheTerminal() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.signalProgram(SIGINT)
        try terminal.waitFor("speech stopped (Ctrl-D or quit leaves)")
        try terminal.signalProgram(SIGTERM)
        let screen = try terminal.waitUntil("the exit status and the terminal's settings") {
            $0.contains("EXIT=130") && $0.contains("icanon")
        }
        #expect(!screen.contains("Earshot · settings"))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo "))
    }

    @Test func ctrlDLeavesToo() throws {
        let terminal = try open(["repl", "samples/music.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("C-d")
        let screen = try terminal.waitUntil("the exit status and the terminal's settings") {
            $0.contains("EXIT=0") && $0.contains("icanon")
        }
        #expect(!screen.contains("-icanon"))
    }

    @Test func questionMarkShowsTheKeysUntilTheNextKey() throws {
        let terminal = try open(["repl", "samples/settings.yaml"], rows: 16)
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("?")
        try terminal.waitUntil("the keys instead of the map") {
            $0.contains("swipe right: the next element") && $0.contains("↑↓ scroll  any other key goes back")
                && $0.focusedMapNumber == nil
        }
        // More keys than rows: the page scrolls.
        try terminal.press("PageDown")
        try terminal.waitUntil("the end of the keys") {
            $0.contains("leave (or type quit)") && !$0.contains("swipe right: the next element")
        }
        try terminal.press("x")
        let screen = try terminal.waitUntil("the map again") { $0.focusedMapNumber == 1 && $0.contains("start ") }
        #expect(!screen.contains("x does nothing"))
        try terminal.press("x")
        try terminal.waitFor("x does nothing here; press ? for the keys, / for commands")
    }

    @Test func aResizeRedrawsWithinTheNewWidth() throws {
        let terminal = try open(["repl", "samples/settings.yaml"], columns: 100, rows: 32)
        try terminal.waitFor("Samples. Back Button.")
        try terminal.resize(columns: 56, rows: 40)
        let screen = try terminal.waitUntil("a redraw for 56 columns") { screen in
            // Too narrow for the log beside the map: the map takes the width, the log goes below.
            screen.split(separator: "\n").contains { $0.hasPrefix("╭") && $0.count > 40 }
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 56 })
        try terminal.press("Right")
        try terminal.waitFor("Settings. Heading.")
    }

    @Test func aBadFileOpensTheSampleAppWithTheErrorsOnScreen() throws {
        let directory = try Fixtures.temporaryDirectory()
        let bad = directory.appendingPathComponent("bad.yaml")
        try "elements:\n  - {label: A, traits: [buton]}\n".write(to: bad, atomically: true, encoding: .utf8)
        let terminal = try open(["repl", bad.path], columns: 160)
        try terminal.waitUntil("the file's error, then the sample app") {
            $0.contains("cannot load \(bad.path): 1 error") && $0.contains("opened the built-in sample app instead")
                && $0.contains("Earshot Samples. Heading.")
        }
    }
}
