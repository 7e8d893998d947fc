import Navigation
import Testing

@testable import REPL

@Suite struct CommandParserTests {
    private func parse(_ line: String) throws -> Command? { try CommandParser.parse(line) }

    /// The message a line fails with.
    private func failure(_ line: String) -> String? {
        do {
            _ = try CommandParser.parse(line)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("next", Gesture.next), ("right", .next), ("previous", .previous), ("left", .previous),
        ("prev", .previous), ("first", .first), ("top", .first), ("last", .last), ("bottom", .last),
        ("up", .rotorUp), ("down", .rotorDown), ("activate", .activate), ("double-tap", .activate),
        ("increment", .increment), ("decrement", .decrement), ("escape", .escape), ("scrub", .escape),
        ("magic-tap", .magicTap), ("magictap", .magicTap), ("rotor next", .rotorNext),
        ("rotor previous", .rotorPrevious), ("rotor up", .rotorUp), ("rotor down", .rotorDown),
        ("read all", .readAll(fromTop: false)), ("read from top", .readAll(fromTop: true)),
        ("read top", .readAll(fromTop: true)), ("Read All From Top", .readAll(fromTop: true)),
        ("scroll up", .scroll(.up)), ("scroll down", .scroll(.down)), ("scroll left", .scroll(.left)),
        ("scroll right", .scroll(.right)), ("scroll next", .scroll(.next)),
        ("scroll previous", .scroll(.previous)), ("  NEXT  ", .next), ("/next", .next), (":left", .previous),
    ])
    func gesturesByNameAndAlias(line: String, gesture: Gesture) throws {
        #expect(try parse(line) == .gesture(gesture))
    }

    @Test func touchTakesPoints() throws {
        #expect(try parse("touch 200 300.5") == .gesture(.touch(.init(x: 200, y: 300.5))))
        #expect(failure("touch 200") == "'touch' needs two numbers, X and Y in points, e.g. touch 200 300")
        #expect(failure("touch a b") != nil)
    }

    @Test(arguments: ["touch 1e300 1e300", "touch inf 5", "touch 5 -inf", "touch nan 1", "touch 10000001 0"])
    func touchRefusesNumbersNoScreenHas(line: String) {
        let message = failure(line)
        #expect(message?.hasPrefix("'touch' takes finite numbers from -10000000 to 10000000 points") == true)
        #expect(message?.hasSuffix("got " + line.dropFirst("touch ".count)) == true)
    }

    @Test func helpSaysHowScriptsEnd() throws {
        let last = try #require(try CommandParser.help(nil).last)
        #expect(
            last.hasPrefix("In a script, # after a space starts a comment. Exit status: 0 when every command worked"))
        #expect(last.contains("65 a command that failed") && last.contains("130 ended by a signal"))
    }

    @Test func aCommentMayFollowACommand() throws {
        #expect(try parse("next # the heading") == .gesture(.next))
        #expect(try parse("next #") == .gesture(.next))
        #expect(try parse("touch 10 20\t# a point") == .gesture(.touch(.init(x: 10, y: 20))))
        // '#' that begins a longer word is part of it: identifiers are written #id.
        #expect(try parse("focus #volume") == .focus("#volume"))
        #expect(try parse("say 'a # b'") == .say(SayRequest(label: "a # b")))
        #expect(try parse("   # only a comment") == nil)
    }

    @Test func commandsWithText() throws {
        #expect(try parse("focus Blue in Green") == .focus("Blue in Green"))
        #expect(try parse("focus \"Blue  in Green\"") == .focus("Blue  in Green"))
        #expect(try parse("screen settings") == .screen("settings"))
        #expect(try parse("load samples/music.yaml") == .load("samples/music.yaml"))
        #expect(try parse("load 'my screens/a b.yaml'") == .load("my screens/a b.yaml"))
        #expect(failure("focus") == "'focus' needs more: focus LABEL|ID")
        #expect(failure("screen") == "'screen' needs more: screen NAME")
        #expect(failure("load") == "'load' needs more: load FILE")
    }

    @Test func settings() throws {
        #expect(try parse("locale ru") == .locale("ru"))
        #expect(try parse("locale") == .locale(nil))
        #expect(try parse("rate 70") == .rate(70))
        #expect(try parse("rate") == .rate(nil))
        #expect(try parse("pitch 40") == .pitch(40))
        #expect(try parse("hints off") == .hints(false))
        #expect(try parse("hints ON") == .hints(true))
        #expect(try parse("hints") == .hints(nil))
        #expect(try parse("pitch-change off") == .pitchChange(false))
        #expect(failure("rate 120") == "'rate' takes a whole number from 0 to 100, e.g. rate 60")
        #expect(failure("pitch loud") == "'pitch' takes a whole number from 0 to 100, e.g. pitch 60")
        #expect(failure("hints maybe") == "'hints' takes on or off, e.g. hints on")
        #expect(failure("locale ru en") == "'locale' takes one locale, e.g. locale ru")
    }

    @Test func say() throws {
        #expect(try parse("say Add to cart --traits button") == .say(SayRequest(label: "Add to cart", traits: .button)))
        let volume = try parse("say Volume --value 50% --traits adjustable, notEnabled --hint Sets the volume.")
        #expect(
            volume
                == .say(
                    SayRequest(
                        label: "Volume", value: "50%", hint: "Sets the volume.", traits: [.adjustable, .notEnabled])))
        #expect(failure("say --traits button") == "'say' needs a label, e.g. say Add to cart --traits button")
        #expect(failure("say Add --traits buton") == "unknown trait 'buton'; did you mean 'button'?")
        #expect(
            failure("say Add --trait button")
                == "'say' has no option '--trait'; did you mean --traits? Options: --value, --traits, --hint")
    }

    @Test func outputAndSession() throws {
        #expect(try parse("where") == .whereAmI)
        #expect(try parse("tree") == .tree)
        #expect(try parse("map") == .map)
        #expect(try parse("transcript save out.txt") == .saveTranscript("out.txt"))
        #expect(try parse("record session.wav") == .record("session.wav"))
        #expect(try parse("record stop") == .stopRecording)
        #expect(try parse("wait") == .wait)
        #expect(try parse("stop") == .stopSpeech)
        #expect(try parse("help") == .help(nil))
        #expect(try parse("help rotor") == .help("rotor"))
        #expect(try parse("quit") == .quit)
        #expect(try parse("exit") == .quit)
        #expect(failure("transcript out.txt") == "'transcript' takes save FILE, e.g. transcript save session.txt")
        #expect(failure("record") == "'record' needs more: record FILE.wav | record stop")
        #expect(failure("where now") == "'where' takes nothing after it; type just where")
    }

    @Test func blankLinesAndCommentsAreNothing() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   ") == nil)
        #expect(try parse("# a walkthrough of the settings") == nil)
    }

    @Test func badInputSaysWhatToDo() {
        #expect(failure("nxt") == "unknown command 'nxt'; did you mean 'next'? (help lists them all)")
        #expect(failure("xyzzy") == "unknown command 'xyzzy'; type help for the list of commands")
        #expect(failure("scroll sideways") == "'scroll' takes up, down, left, right, next or previous, e.g. scroll up")
        #expect(failure("rotor spin") == "'rotor' takes previous, next, up or down, e.g. rotor previous")
        #expect(failure("read everything") == "'read' takes all or from top, e.g. read all")
        #expect(failure("focus \"Blue") == "missing closing \"; close the quote or leave it out")
    }

    @Test func everyCommandHasHelp() throws {
        let list = try CommandParser.help(nil)
        for spec in CommandCatalog.all {
            #expect(list.contains { $0.contains(spec.usage) && $0.contains(spec.summary) })
            #expect(try CommandParser.help(spec.name).first == "\(spec.usage) — \(spec.summary)")
        }
        #expect(try CommandParser.help("right") == ["next — swipe right (→): the next element", "also: right"])
        #expect(throws: CommandError.self) { try CommandParser.help("nonsense") }
    }

    /// Gestures whose commands start with the same word are one command, its help made of theirs.
    @Test func aGroupOfGesturesIsOneCommand() throws {
        #expect(
            try CommandParser.help("rotor") == [
                "rotor previous|next|up|down — turn the rotor, or move by its setting (Shift-Tab, Tab, ↑, ↓)",
                "rotor previous — turn the rotor anticlockwise (Shift-Tab): its previous setting",
                "rotor next — turn the rotor clockwise (Tab): its next setting (headings, links, …)",
                "rotor up — swipe up (↑): the rotor's previous item; increments an adjustable element",
                "rotor down — swipe down (↓): the rotor's next item; decrements an adjustable element",
            ])
        #expect(try CommandParser.help("read").first?.hasPrefix("read all|from top — two-finger swipe down") == true)
        #expect(failure("read all from") == "'read' takes all or from top, e.g. read all")
        #expect(failure("next please") == "'next' takes nothing after it; type just next")
    }

    @Test func namesAreUnique() {
        #expect(Set(CommandCatalog.names).count == CommandCatalog.names.count)
    }
}
