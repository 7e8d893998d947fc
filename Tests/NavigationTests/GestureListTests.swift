import AccessibilityModel
import Navigation
import Testing

/// The one list of gestures the front ends offer: every gesture in it once, and its names, keys
/// and buttons each taken once.
@Suite struct GestureListTests {
    /// Every gesture: each case of ``Gesture`` with every value of its argument.
    static let everyGesture: [Gesture] =
        [
            .next, .previous, .first, .last, .touch(AccessibilityPoint(x: 10, y: 20)), .activate, .increment,
            .decrement, .escape, .magicTap, .readAll(fromTop: false), .readAll(fromTop: true), .rotorNext,
            .rotorPrevious, .rotorUp, .rotorDown,
        ] + ScrollDirection.allCases.map(Gesture.scroll)

    /// Whether ``GestureList`` has the gesture: all but touch exploration, which takes a point.
    /// The switch has no default: a new case of ``Gesture`` does not compile here until it is
    /// answered, added to ``everyGesture`` and given its entry in ``GestureList``.
    private static func isListed(_ gesture: Gesture) -> Bool {
        switch gesture {
        case .touch: false
        case .next, .previous, .first, .last, .activate, .increment, .decrement, .escape, .magicTap, .scroll,
            .readAll, .rotorNext, .rotorPrevious, .rotorUp, .rotorDown:
            true
        }
    }

    @Test(arguments: everyGesture)
    func everyGestureHasOneEntry(gesture: Gesture) {
        let entries = GestureList.all.filter { $0.gesture == gesture }
        #expect(entries.count == (Self.isListed(gesture) ? 1 : 0), "\(gesture): \(entries.map(\.name))")
    }

    /// The random walks perform no listed gesture this suite does not know of (a new gesture is
    /// added to both; `docs/architecture.md`), and the list has no gesture it does not know of.
    @Test func theRandomWalksPerformOnlyKnownGestures() {
        for gesture in RandomGestureTests.gestures where Self.isListed(gesture) {
            #expect(Self.everyGesture.contains(gesture), "\(gesture) is not in GestureListTests.everyGesture")
        }
        for entry in GestureList.all {
            #expect(Self.everyGesture.contains(entry.gesture), "\(entry.name)")
        }
    }

    @Test func namesKeysAndButtonsAreEachTakenOnce() {
        let names = GestureList.all.flatMap(\.names)
        #expect(Set(names).count == names.count, "\(names)")
        let keys = GestureList.all.compactMap(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        let buttons = GestureList.all.compactMap(\.button)
        #expect(Set(buttons).count == buttons.count && !buttons.contains(""), "\(buttons)")
        for entry in GestureList.all {
            #expect(!entry.words.isEmpty && !entry.motion.isEmpty && !entry.effect.isEmpty, "\(entry.name)")
            #expect(entry.names.allSatisfy { !$0.contains(" ") && $0 == $0.lowercased() }, "\(entry.names)")
        }
    }

    /// A command of several words starts with a word the list describes (`rotor` of `rotor next`),
    /// and no gesture is called by that word alone.
    @Test func commandsOfSeveralWordsStartWithADescribedWord() {
        let phrases = GestureList.all.flatMap { [$0.words] + $0.aliases }
        let starts = Set(phrases.filter { $0.count > 1 }.map { $0[0] })
        #expect(starts == Set(GestureList.groups.keys))
        for start in starts {
            #expect(!phrases.contains([start]), "\(start) is both a gesture and the start of others")
        }
    }

    private func entry(_ gesture: Gesture) -> GestureList.Entry? {
        GestureList.all.first { $0.gesture == gesture }
    }

    @Test func helpNamesTheGestureItsKeyAndWhatItDoes() throws {
        let next = try #require(entry(.next))
        #expect(next.help == "swipe right (→): the next element")
        #expect(next.name == "next" && next.names == ["next", "right"])
        let fromTop = try #require(entry(.readAll(fromTop: true)))
        #expect(fromTop.help == "two-finger swipe up: read everything from the top")
        #expect(fromTop.command == "read from top")
        #expect(fromTop.names == ["read-from-top", "read-top", "read-all-from-top"])
        #expect(entry(.rotorPrevious)?.key?.symbol == "Shift-Tab")
        #expect(entry(.touch(AccessibilityPoint(x: 0, y: 0))) == nil)
    }
}
