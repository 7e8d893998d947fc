import SpeechBridge

/// Where each part of a rendered request lies in its audio, from what the render reports.
///
/// espeak-ng reports the first word of a piece of text at the piece's first sample, so a text
/// part starts at its first word mark; silences and tones have known lengths; each part ends
/// where the next starts and the last at the end of the audio. The ranges are exact except
/// around a text part with no words at all (punctuation alone), which gets no length: its few
/// samples go to the part before it.
struct PartTimeline {
    /// The samples of each request part, in order, contiguous from 0 to the end of the audio.
    let ranges: [Range<Int>]

    init(_ request: SpeechRequest, marks: [WordMark], sampleCount: Int) {
        let lengths: [Int?] = request.parts.map { part in
            switch part {
            case .silence(let milliseconds): PCMFormat.samples(milliseconds: max(milliseconds, 0))
            case .tone(let tone): tone.sampleCount
            case .text: nil
            }
        }
        var starts = [Int?](repeating: nil, count: lengths.count)
        for mark in marks where starts.indices.contains(mark.part) && starts[mark.part] == nil {
            starts[mark.part] = mark.sample
        }
        for index in starts.indices {
            if index == 0 {
                starts[index] = 0
            } else if starts[index] == nil, let previous = starts[index - 1],
                let length = lengths[index - 1]
            {
                starts[index] = previous + length
            }
        }
        // From the end back: a part runs to the start of the next; a part whose start is still
        // unknown is placed by its length before the next, or given none.
        var ranges = [Range<Int>](repeating: 0..<0, count: lengths.count)
        var next = sampleCount
        for index in starts.indices.reversed() {
            let start = min(max(starts[index] ?? lengths[index].map { next - $0 } ?? next, 0), next)
            ranges[index] = start..<next
            next = start
        }
        self.ranges = ranges
    }
}
