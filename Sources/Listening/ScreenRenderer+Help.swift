import Foundation

extension ScreenRenderer {
    /// Synthesises the files of `item`'s elements from the last one back, while another worker
    /// renders the screen from the first one on, until the two meet (see ``ElementClaims``).
    /// Writes no screen audio and no result: the other worker does, with these files. Returns
    /// how many elements it synthesised.
    public func help(_ item: WorkItem) throws -> Int {
        guard let synthesizer else { throw NeedsSynthesis() }
        let described = try describe(item)
        let (elements, utterances) = (described.elements, described.utterances)
        let claims = ElementClaims(output: output, screen: screenFiles(item, elements: elements).name)
        try claims.announceHelper()
        try ReportFolder.makeFolder("audio/\(item.locale)", in: output)
        let synthesis = PipelinedSynthesis(synthesizer: synthesizer, format: speechFormat(item.locale)) {
            index, audio in
            if case .synthesized(let samples) = audio { _ = try self.write(samples, to: elements[index].audio) }
        }
        var count = 0
        var seen: Set<String> = []
        for index in elements.indices.reversed() where seen.insert(elements[index].audio).inserted {
            // A file already written is reused (or was written by the other worker, which then
            // holds the claims below it).
            if writtenDuration(elements[index].audio) != nil { continue }
            guard try claims.claim(elements[index].audio) else { break }
            try synthesis.synthesize(utterances[index], element: index)
            count += 1
        }
        try synthesis.finish()
        return count
    }

    /// How long the screen's worker waits for an element a helper claimed.
    static let helperTimeout: Double = 120

    /// Waits until the file `audio` is on disk, written by the helper that claimed it; throws
    /// after ``helperTimeout``.
    func waitForHelper(_ audio: String) throws {
        let path = outputPath + "/" + audio
        let deadline = Date().addingTimeInterval(Self.helperTimeout)
        while access(path, F_OK) != 0 {
            guard Date() < deadline else {
                throw ListenError.worker("another worker did not write \(audio) within \(Int(Self.helperTimeout)) s")
            }
            usleep(500)
        }
    }
}
