import Foundation
import SpeechBridge
import Testing

@testable import Listening

/// A worker with nothing left to start helps with a screen another worker is rendering: it
/// synthesises from the last element back while the screen's worker goes from the first, and
/// the screen's audio is whole and in order whoever synthesised each element.
@Suite struct HelperTests {
    static let elements = 40

    /// One screen of `elements` buttons with distinct labels.
    static func app(in folder: URL) throws -> URL {
        var yaml = "name: Long\ninitialScreen: list\nscreens:\n  - name: list\n    elements:\n"
        for index in 0..<elements {
            yaml += """
                      - accessibilityLabel: "Row \(index), \(["Inbox", "Archive", "Drafts", "Sent"][index % 4])"
                        accessibilityTraits: [button]
                        accessibilityFrame: [0, \(index * 44), 393, 44]

                """
        }
        let url = folder.appendingPathComponent("app.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A worker process fed request lines; its replies are read line by line.
    final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(app: URL) throws {
            process.executableURL = ListenRunner.executable
            process.arguments = ["listen-worker", app.path]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ value: some Encodable) throws {
            try input.fileHandleForWriting.write(contentsOf: try JSONEncoder().encode(value) + Data("\n".utf8))
        }

        private lazy var replies = LineReader(output.fileHandleForReading)

        /// The next reply (one line).
        func reply() throws -> WorkerReply {
            guard let line = replies.next() else { throw ListenError.worker("the worker ended") }
            return try JSONDecoder().decode(WorkerReply.self, from: line)
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func twoWorkersShareOneScreenAndItsAudioIsWhole() throws {
        let folder = try ListenRunner.temporaryFolder()
        let app = try Self.app(in: folder)
        let output = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        let settings = RenderSettings(
            app: app.path, locales: ["en"], output: output.path, engine: RenderSettings.engineVersion())
        let item = WorkItem(locale: "en", screen: PlannedScreen(name: "list", path: []))
        let owner = try Worker(app: app)
        let helper = try Worker(app: app)
        defer {
            owner.close()
            helper.close()
        }
        try helper.send(settings)
        try owner.send(settings)
        // The helper has written an element before the screen's worker starts, so both take
        // part, and what the helper wrote counts as rendered in this run.
        try helper.send(WorkerRequest.help(item))
        let audio = output.appendingPathComponent("audio/en")
        let deadline = Date().addingTimeInterval(30)
        while (try? FileManager.default.contentsOfDirectory(atPath: audio.path).filter { $0.hasSuffix(".wav") }.count)
            ?? 0 < 1, Date() < deadline
        {
            usleep(1_000)
        }
        try owner.send(WorkerRequest.render(item))
        guard case .rendered(let result) = try owner.reply() else {
            Issue.record("the screen's worker did not render the screen")
            return
        }
        guard case .helped(let helped) = try helper.reply() else {
            Issue.record("the helper did not answer")
            return
        }
        #expect(helped >= 1 && helped < Self.elements, "the helper synthesised \(helped) of \(Self.elements)")
        #expect(result.elements.count == Self.elements)
        #expect(result.elements.allSatisfy { $0.synthesized })
        // The screen's audio is every element's file, in swipe order, half a second apart.
        let gap = [Int16](repeating: 0, count: PCMFormat.samples(milliseconds: ScreenRenderer.gapMilliseconds))
        var expected: [Int16] = []
        for (index, element) in result.elements.enumerated() {
            let samples = try WAVFile.read(output.appendingPathComponent(element.audio)).samples
            #expect(abs(PCMFormat.seconds(samples: samples.count) - element.spoken.duration) < 0.000_1)
            if index > 0 { expected += gap }
            expected += samples
        }
        let screen = try WAVFile.read(output.appendingPathComponent(result.audio)).samples
        #expect(screen.count == expected.count)
        #expect(screen == expected, "the screen's audio is not its elements' audio in order")
    }

    /// A run of a single screen with two jobs shares it, and leaves no claims in the report.
    @Test func aSingleScreenRunWithTwoJobsMakesAWholeReport() throws {
        let folder = try ListenRunner.temporaryFolder()
        let app = try Self.app(in: folder)
        let report = folder.appendingPathComponent("report")
        let run = try ListenRunner.listen(app.path, into: report, "--jobs", "2", "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent(".claims").path))
        let result = try #require(try ListenRunner.report(report).results.first)
        #expect(result.elements.count == Self.elements)
        let total = result.elements.map(\.spoken.duration).reduce(0, +)
        let gaps = Double(ScreenRenderer.gapMilliseconds * (Self.elements - 1)) / 1000
        let screen = try WAVFile.read(report.appendingPathComponent(result.audio))
        #expect(abs(screen.duration - (total + gaps)) < 0.002)
        for element in result.elements {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(element.audio).path))
        }
    }
}
