import Foundation
import Glibc
import SpeechBridge
import Testing

/// A key pressed while a long utterance plays cuts it off, as a swipe does on a phone. The sound
/// device is real libasound whose `file` plugin writes into a named pipe that nothing reads until
/// the key has been pressed, so playback stalls a second or so into the long utterance and
/// whatever the key cuts off can never reach the capture.
@Suite struct InterruptedSpeechTests {
    static let longLabel =
        "This is a very long label that goes on and on, describing every detail of the screen one item "
        + "after another, so that saying it takes a long time: the weather, the stocks, the music, the "
        + "settings, the alert, the podcasts and the book reader, all in one breath"

    @Test func theNextKeyCutsALongUtteranceShort() throws {
        let folder = try Fixtures.temporaryDirectory()
        let screen = folder.appendingPathComponent("long.yaml")
        try """
        name: long
        elements:
          - {label: Start, frame: [0, 0, 393, 50]}
          - {label: "\(Self.longLabel)", frame: [0, 60, 393, 50]}
          - {label: End, frame: [0, 120, 393, 50]}
        """.write(to: screen, atomically: true, encoding: .utf8)
        let capture = folder.appendingPathComponent("capture.raw")
        #expect(mkfifo(capture.path, 0o600) == 0)
        let configuration = folder.appendingPathComponent("asound.conf")
        try """
        </usr/share/alsa/alsa.conf>
        pcm.!default { type file; slave.pcm "null"; file "\(capture.path)"; format "raw" }
        """.write(to: configuration, atomically: true, encoding: .utf8)
        // The reading end first, so that earshot can open the writing end.
        let reader = open(capture.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let terminal = try TmuxTerminal(
            ["repl", screen.path],
            environment: Earshot.environment(["EARSHOT_AUDIO": "", "ALSA_CONFIG_PATH": configuration.path]))
        let opened = try terminal.waitFor("[screen changed] Start")
        #expect(!opened.statusLine.contains("audio off"))
        // "Start." is heard whole before the key: its samples are in the pipe. (The text shows
        // before the speech, which comes from a synthesis process started with the REPL.)
        let synthesizer = try Synthesizer(voices: Fixtures.voices)
        let start = try synthesizer.synthesize(SpeechRequest(text: "Start.", locale: "en-US"))
        let deadline = Date(timeIntervalSinceNow: 20)
        var waiting: Int32 = 0
        while ioctl(reader, UInt(FIONREAD), &waiting) == 0, Int(waiting) < start.samples.count * 2, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        try terminal.press("Right")
        try terminal.waitFor("This is a very long label")
        try terminal.press("Right")
        // The long utterance is marked as cut off in the log.
        try terminal.waitUntil("focus on End, the long utterance interrupted") {
            $0.statusLine.contains("3/3 End") && $0.contains("all in one breath [interrupted]")
        }

        // Now drain the pipe to its end (earshot closes the device when it leaves).
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
        let drained = Drain(reader)
        try terminal.command("quit")
        try terminal.waitFor("EXIT=0")
        let captured = drained.bytes() / 2

        let whole = try synthesizer.synthesize(SpeechRequest(text: Self.longLabel + ".", locale: "en-US"))
        #expect(captured > start.samples.count)
        #expect(captured < whole.samples.count / 4)
    }
}

/// Reads a file descriptor to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var count = 0

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let read = Glibc.read(descriptor, &buffer, buffer.count)
                if read > 0 {
                    count += read
                } else if read == 0 || errno != EINTR {
                    break
                }
            }
            done.signal()
        }
    }

    /// The bytes read, once the writer has closed its end.
    func bytes() -> Int {
        done.wait()
        return count
    }
}
