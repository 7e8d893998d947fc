import Foundation
import Testing

/// Key mode as a person meets it: the built earshot in a real terminal (tmux), keys pressed,
/// the screen read back.
@Suite struct KeyModeTests {
    private func open(_ arguments: [String], columns: Int = 100, rows: Int = 32, _ extra: [String: String] = [:])
        throws -> TmuxTerminal
    {
        try TmuxTerminal(arguments, environment: Earshot.environment(extra), columns: columns, rows: rows)
    }

    @Test func arrowsMoveFocusAndTheMapHighlightFollows() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        var screen = try terminal.waitFor("[screen changed] Samples. Back Button.")
        #expect(screen.statusLine.contains("settings · 1/5 Samples"))
        #expect(screen.focusedMapNumber == 1)

        try terminal.press("Right")
        screen = try terminal.waitFor("Settings. Heading.")
        #expect(screen.statusLine.contains("2/5 Settings"))
        #expect(screen.focusedMapNumber == 2)

        try terminal.press("Right")
        screen = try terminal.waitFor("Swipe up or down with one finger to adjust the value.")
        #expect(screen.contains("next       Volume: 50%. Adjustable."))
        #expect(screen.focusedMapNumber == 3)

        try terminal.press("Left")
        screen = try terminal.waitFor("previous   Settings. Heading.")
        #expect(screen.focusedMapNumber == 2)
        #expect(screen.contains("3 Volume") && !screen.contains("╔3") && !screen.contains("╞3"))
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
        let screen = try terminal.waitFor("rotor next Characters")
        #expect(screen.statusLine.contains("rotor: Characters"))
        try terminal.press("BTab")
        try terminal.waitUntil("the rotor back on Adjust Value") { $0.statusLine.contains("rotor: Adjust Value") }
    }

    @Test func enterActivatesAndEscapeGoesBack() throws {
        let terminal = try open([])
        var screen = try terminal.waitFor("[screen changed] Earshot Samples. Heading.")
        #expect(screen.statusLine.contains("home · 1/"))
        try terminal.press("Right")
        try terminal.waitFor("Weather. Button.")
        try terminal.press("Enter")
        screen = try terminal.waitUntil("the weather screen") { $0.statusLine.contains("· weather ·") }
        #expect(screen.contains("activate   [activate]"))
        try terminal.press("Escape")
        screen = try terminal.waitUntil("the home screen again") { $0.statusLine.contains("· home ·") }
        #expect(screen.contains("escape"))
    }

    @Test func theCommandLineRunsCommandsAndSaysWhatWentWrong() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("/")
        try terminal.waitFor("earshot>")
        try terminal.type("focus wifi")
        try terminal.press("Enter")
        var screen = try terminal.waitFor("Wi-Fi. Switch Button. On.")
        #expect(screen.statusLine.contains("4/5 Wi-Fi"))
        #expect(screen.focusedMapNumber == 4)

        try terminal.press(":")
        try terminal.waitFor("earshot>")
        try terminal.type("frob")
        try terminal.press("Enter")
        screen = try terminal.waitFor("error: unknown command 'frob'; type help for the list of commands")
        // Back in key mode: the next key is a gesture again.
        try terminal.press("Enter")
        screen = try terminal.waitFor("Off.")
        #expect(screen.statusLine.contains("4/5 Wi-Fi"))
    }

    @Test func tabCompletesOnTheCommandLineAndHistoryIsKeptAcrossRuns() throws {
        let environment = try Earshot.environment()
        do {
            let terminal = try TmuxTerminal(["repl", "samples/music.yaml"], environment: environment)
            try terminal.waitFor("Samples. Back Button.")
            try terminal.press("/")
            try terminal.waitFor("earshot>")
            try terminal.type("foc")
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
        try again.press("/")
        try again.waitFor("earshot>")
        try again.press("Up")
        try again.waitFor("earshot> focus Freddie Freeloader")
    }

    @Test func ctrlCStopsSpeechAndTheREPLCarriesOn() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("C-c")
        try terminal.waitFor("speech stopped (Ctrl-D or quit leaves)")
        try terminal.press("/")
        try terminal.waitFor("earshot>")
        try terminal.type("focus vol")
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
        let screen = try terminal.waitFor("EXIT=0")
        // The main screen is back with line editing and echo on.
        #expect(!screen.contains("Earshot · settings"))
        #expect(screen.contains(" icanon ") || screen.contains(" icanon\n"))
        #expect(screen.contains(" echo "))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo ") && !screen.contains("-isig"))
    }

    @Test func ctrlDLeavesToo() throws {
        let terminal = try open(["repl", "samples/music.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("C-d")
        let screen = try terminal.waitFor("EXIT=0")
        #expect(!screen.contains("-icanon"))
    }

    @Test func questionMarkShowsTheKeysUntilTheNextKey() throws {
        let terminal = try open(["repl", "samples/settings.yaml"])
        try terminal.waitFor("Samples. Back Button.")
        try terminal.press("?")
        var screen = try terminal.waitFor("two-finger scrub: back, close an alert")
        #expect(screen.focusedMapNumber == nil)
        try terminal.press("x")
        screen = try terminal.waitUntil("the map again") { $0.focusedMapNumber == 1 }
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
        let screen = try terminal.waitFor("opened the built-in sample app instead")
        #expect(screen.contains("cannot load \(bad.path): 1 error"))
        #expect(screen.contains("Earshot Samples. Heading."))
    }
}
