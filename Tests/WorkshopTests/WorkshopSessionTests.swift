import Foundation
import SpeechBridge
import Testing
import Voices

@testable import Workshop

/// A session as its pages see it: what a gesture sends, its audio as synthesised, interrupts,
/// followers, a file that stops loading and starts again, and espeak-ng's crash inputs.
@Suite struct WorkshopSessionTests {
    static let voices = Result { try VoiceCatalog.standard() }

    /// Three buttons in a row; the second's label is `second`.
    static func screen(second: String = "Second") -> String {
        """
        name: row
        elements:
          - accessibilityLabel: First
            accessibilityTraits: [button]
            accessibilityFrame: [0, 100, 100, 44]
          - accessibilityLabel: "\(second)"
            accessibilityTraits: [button]
            accessibilityFrame: [100, 100, 100, 44]
          - accessibilityLabel: Third
            accessibilityTraits: [button]
            accessibilityFrame: [200, 100, 100, 44]

        """
    }

    /// A page of a new session on `text`, synthesising with `synthesis` (default: in process).
    static func open(_ text: String, synthesis: SynthesisScheduler? = nil) throws -> (Page, WorkshopSession, URL) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-\(UUID()).yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let voices = try Self.voices.get()
        let session = WorkshopSession(
            code: "TEST42", loaded: AppDocument(url: file).loaded, locale: "en-US", voices: voices,
            audits: ScreenAudits(auditor: .init(voices: voices)),
            synthesis: synthesis ?? SynthesisPlan.inProcess.scheduler(voices: voices))
        return (Page(), session, file)
    }

    @Test func aGestureSendsWhatWasSaidThenItsAudio() async throws {
        let (page, session, _) = try Self.open(Self.screen())
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        let welcome = try await page.next { $0["type"] as? String == "welcome" }
        #expect(welcome["session"] as? String == "TEST42")
        let screen = try await page.next { $0["type"] as? String == "screen" }
        #expect((screen["boxes"] as? [[String: Any]])?.compactMap { $0["order"] as? Int } == [1, 2, 3])

        await session.receive(.gesture(.next))
        let said = try await page.next {
            $0["type"] as? String == "said" && !(($0["utterances"] as? [Any]) ?? []).isEmpty
        }
        let utterance = try #require((said["utterances"] as? [[String: Any]])?.first)
        #expect(utterance["text"] as? String == "Second. Button.")
        #expect((said["focus"] as? [String: Any])?["order"] as? Int == 2)
        let stream = try #require(utterance["stream"] as? Int)
        let audio = try await page.audio(of: UInt32(stream))
        #expect(audio.outcome == "finished")
        // "Second. Button." at VoiceOver's default rate lasts well over half a second.
        #expect(Double(audio.samples) / 22_050 > 0.5)
        #expect(audio.frames > 1, "the audio comes in frames as it is synthesised, not whole")
        // The frames carry the word marks: "Second" starts the first, and "Button" (part 2,
        // after the pause) comes in the utterance's second chunk, placed in the whole
        // utterance's audio.
        #expect(audio.marks.map(\.part) == [0, 2])
        #expect(audio.marks.first?.sample == 0)
        #expect(audio.marks.last.map { $0.sample > PCMFormat.samples(milliseconds: 500) } == true)
    }

    /// The findings panel changes only when what it lists does: moves between elements without
    /// findings send none.
    @Test func findingsAreSentWhenWhatAPageShowsChanges() async throws {
        let (page, session, _) = try Self.open(Self.screen())
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        await session.receive(.gesture(.next))
        let first = try await page.next { $0["type"] as? String == "findings" }
        #expect(first["element"] as? String == "row/1", "the second element, as a report names it")
        #expect((first["findings"] as? [Any])?.isEmpty == true)
        await session.receive(.gesture(.next))
        await session.receive(.gesture(.previous))
        await session.receive(.stopSpeech)
        let sent = try await page.types {
            $0["type"] as? String == "said" && ($0["utterances"] as? [Any])?.isEmpty == true
        }
        #expect(sent.filter { $0 == "said" }.count == 3, "two moves and the stop")
        #expect(!sent.contains("findings"))
    }

    @Test func aGestureWhileSpeakingEndsTheOldSpeechInterrupted() async throws {
        let (page, session, _) = try Self.open(Self.screen(second: String(repeating: "A long label, ", count: 60)))
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        await session.receive(.gesture(.next))
        await session.receive(.gesture(.next))
        var outcomes: [Int: String] = [:]
        while outcomes.count < 2 {
            let end = try await page.next { $0["type"] as? String == "audioEnd" }
            outcomes[end["stream"] as! Int] = end["outcome"] as? String
        }
        #expect(outcomes.sorted { $0.key < $1.key }.map(\.value) == ["interrupted", "finished"])
    }

    @Test func theDrawingScrollsToAnElementFocusedOffScreen() async throws {
        let far =
            Self.screen() + """
                  - accessibilityLabel: Far below
                    accessibilityTraits: [button]
                    accessibilityFrame: [0, 5000, 393, 44]

                """
        let (page, session, _) = try Self.open(far)
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        let first = try await page.next { $0["type"] as? String == "screen" }
        #expect(first["scrollY"] as? Double == 0)
        #expect((first["boxes"] as? [[String: Any]])?.count == 3, "the far element is not drawn on the first view")
        await session.receive(.gesture(.last))
        let scrolled = try await page.next { $0["type"] as? String == "screen" }
        let scrollY = try #require(scrolled["scrollY"] as? Double)
        #expect(scrollY > 4_000 && scrollY <= 5_000)
        #expect((scrolled["boxes"] as? [[String: Any]])?.map { $0["label"] as? String } == ["Far below"])
        await session.receive(.gesture(.first))
        let back = try await page.next { $0["type"] as? String == "screen" }
        #expect(back["scrollY"] as? Double == 0)
    }

    @Test func followersSeeAndHearThePresentersSession() async throws {
        let (presenter, session, _) = try Self.open(Self.screen())
        let follower = Page()
        await session.join(page: 1, presenter.continuation, presenter: true, file: "row.yaml")
        await session.join(page: 2, follower.continuation, presenter: false, file: "row.yaml")
        let welcome = try await follower.next { $0["type"] as? String == "welcome" }
        #expect(welcome["presenter"] as? Bool == false)
        await session.receive(.gesture(.last))
        let said = try await follower.next {
            $0["type"] as? String == "said" && $0["focus"] != nil && (($0["utterances"] as? [Any]) ?? []).count == 1
        }
        #expect((said["focus"] as? [String: Any])?["order"] as? Int == 3)
        let stream = (said["utterances"] as! [[String: Any]])[0]["stream"] as! Int
        #expect(try await follower.audio(of: UInt32(stream)).samples > 0)
    }

    @Test func aFileThatStopsLoadingShowsItsLocatedErrorsUntilItIsFixed() async throws {
        let (page, session, file) = try Self.open(Self.screen())
        await session.join(page: 1, page.continuation, presenter: true, file: file.path)
        try "name: row\nelements:\n  - accessibilityLabel: First\n    accessibilityTraits: [buton]\n".write(
            to: file, atomically: true, encoding: .utf8)
        await session.reload(AppDocument(url: file).loaded)
        let error = try await page.next { $0["type"] as? String == "loadError" }
        let diagnostics = try #require(error["diagnostics"] as? [String])
        #expect(diagnostics.contains { $0.hasPrefix("\(file.path):4:") && $0.contains("buton") })
        // Gestures meanwhile are answered with the errors, not acted on.
        await session.receive(.gesture(.next))
        _ = try await page.next { $0["type"] as? String == "loadError" }

        try Self.screen().write(to: file, atomically: true, encoding: .utf8)
        await session.reload(AppDocument(url: file).loaded)
        _ = try await page.next { $0["type"] as? String == "screen" }
    }

    /// Synthesis that cannot keep up (a lane that never finishes) loses a key: the pages are
    /// told the server is busy, and shown it when they join.
    @Test func aKeyWithoutItsSpeechShowsTheServerBusy() async throws {
        let (page, session, _) = try Self.open(
            Self.screen(), synthesis: SynthesisScheduler(lanes: [SynthesisSchedulerTests.FakeLane()]))
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        // The first key's speech takes the only lane for good; the second's never starts.
        await session.receive(.gesture(.next))
        await session.receive(.gesture(.next))
        await session.receive(.gesture(.previous))
        let busy = try await page.next { $0["type"] as? String == "busy" }
        #expect(busy["busy"] as? Bool == true)
        let late = Page()
        await session.join(page: 2, late.continuation, presenter: false, file: "row.yaml")
        #expect(try await late.next { $0["type"] as? String == "busy" }["busy"] as? Bool == true)
    }

    @Test func espeakCrashInputsDoNotStopTheSession() async throws {
        let crash = String(repeating: "a . ", count: 120) + String(repeating: "s'", count: 120)
        let (page, session, _) = try Self.open(Self.screen(second: crash))
        await session.join(page: 1, page.continuation, presenter: true, file: "row.yaml")
        await session.receive(.gesture(.next))
        let said = try await page.next {
            $0["type"] as? String == "said" && (($0["utterances"] as? [Any]) ?? []).count == 1
        }
        let stream = (said["utterances"] as! [[String: Any]])[0]["stream"] as! Int
        _ = try await page.audio(of: UInt32(stream))
        await session.receive(.gesture(.next))
        let next = try await page.next {
            $0["type"] as? String == "said" && (($0["utterances"] as? [Any]) ?? []).count == 1
        }
        #expect((next["utterances"] as! [[String: Any]])[0]["text"] as? String == "Third. Button.")
    }
}

/// A page as the session sees it: the stream of what it is sent.
final class Page {
    let continuation: AsyncStream<Outgoing>.Continuation
    private var messages: AsyncStream<Outgoing>.AsyncIterator

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        self.continuation = continuation
        messages = stream.makeAsyncIterator()
    }

    struct Ended: Error {}

    /// The next JSON message that `matches`, skipping others and audio.
    func next(where matches: ([String: Any]) -> Bool) async throws -> [String: Any] {
        while let message = await messages.next() {
            guard case .text(let text) = message,
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            else { continue }
            if matches(object) { return object }
        }
        throw Ended()
    }

    /// The types of the JSON messages up to and including the next that `matches`.
    func types(through matches: ([String: Any]) -> Bool) async throws -> [String] {
        var types: [String] = []
        while let message = await messages.next() {
            guard case .text(let text) = message,
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            else { continue }
            types.append(object["type"] as? String ?? "")
            if matches(object) { return types }
        }
        throw Ended()
    }

    /// The audio of `stream` until its end: frames, samples and how it ended.
    func audio(
        of stream: UInt32
    ) async throws -> (
        frames: Int, samples: Int, marks: [(part: Int, sample: Int)], outcome: String
    ) {
        var frames = 0
        var samples = 0
        var marks: [(part: Int, sample: Int)] = []
        while let message = await messages.next() {
            switch message {
            case .audio(_, let bytes, _):
                let frame = try #require(AudioFrame.decode(bytes))
                if frame.stream == stream {
                    frames += 1
                    samples += frame.samples.count
                    marks += frame.marks
                }
            case .text(let text):
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                if object?["type"] as? String == "audioEnd", object?["stream"] as? Int == Int(stream) {
                    return (frames, samples, marks, object?["outcome"] as? String ?? "")
                }
            }
        }
        throw Ended()
    }
}

/// A frame's stream, word marks and samples come back as they were sent.
@Suite struct AudioFrameTests {
    @Test func aFrameCarriesItsWordMarksBeforeItsSamples() throws {
        let marks = [
            WordMark(part: 0, characterOffset: 0, length: 3, sample: 0),
            WordMark(part: 2, characterOffset: 4, length: 6, sample: 70_000),
        ]
        let samples: [Int16] = [1, -2, .max, .min]
        let bytes = samples.withUnsafeBufferPointer { AudioFrame.encode(stream: 9, marks: marks, samples: $0) }
        let frame = try #require(AudioFrame.decode(bytes))
        #expect(frame.stream == 9)
        #expect(frame.marks.map(\.part) == [0, 2])
        #expect(frame.marks.map(\.sample) == [0, 70_000])
        #expect(frame.samples == samples)
        #expect(AudioFrame.decode(Array(bytes.prefix(12))) == nil, "marks cut short")
    }
}

/// What a page is still sent once speech has been interrupted.
@Suite struct AudienceTests {
    @Test func audioOfInterruptedStreamsIsDroppedAndTextIsNot() {
        let audience = Audience()
        #expect(audience.isLive(.audio(stream: 1, frame: [])))
        audience.interrupt(before: 5)
        #expect(!audience.isLive(.audio(stream: 4, frame: [1, 2])))
        #expect(audience.isLive(.audio(stream: 4, frame: [1, 2], opens: true)), "the frame the key was heard by")
        #expect(audience.isLive(.audio(stream: 5, frame: [])))
        #expect(audience.isLive(.audio(stream: 6, frame: [1, 2])))
        #expect(audience.isLive(.text(#"{"type":"audioEnd","stream":4}"#)))
    }
}
