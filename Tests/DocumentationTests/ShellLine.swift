/// A shell command line cut as `sh` cuts it, as far as the documents' examples go: words with
/// their quotes and backslashes taken out, commands joined by `|` into pipelines, pipelines
/// separated by `&&`, `||` or `;`, and a `#` comment ending the line.
struct ShellLine {
    struct Word {
        /// The word as the command receives it.
        var text: String
        /// Where it is written in the line, quotes included.
        var range: Range<String.Index>
    }

    let line: String
    /// The pipelines in order, each a list of commands, each a list of words.
    private(set) var pipelines: [[[Word]]] = [[[]]]
    /// The word being read: its text so far and where it starts.
    private var word: (text: String, start: String.Index)?

    init(_ line: String) {
        self.line = line
        var index = line.startIndex
        reading: while index < line.endIndex {
            let character = line[index]
            var next = line.index(after: index)
            switch character {
            case " ", "\t":
                endWord(at: index)
            case "#" where word == nil:
                break reading
            case "|", "&", ";":
                endWord(at: index)
                let doubled = next < line.endIndex && line[next] == character
                if character == "|", !doubled {
                    pipelines[pipelines.count - 1].append([])
                } else {
                    pipelines.append([[]])
                }
                if doubled { next = line.index(after: next) }
            case "'", "\"":
                if word == nil { word = ("", index) }
                while next < line.endIndex, line[next] != character {
                    if character == "\"", line[next] == "\\", line.index(after: next) < line.endIndex {
                        next = line.index(after: next)
                    }
                    word?.text.append(line[next])
                    next = line.index(after: next)
                }
                if next < line.endIndex { next = line.index(after: next) }
            case "\\" where next < line.endIndex:
                append(line[next], at: index)
                next = line.index(after: next)
            default:
                append(character, at: index)
            }
            index = next
        }
        endWord(at: index)
    }

    private mutating func append(_ character: Character, at index: String.Index) {
        if word == nil { word = ("", index) }
        word?.text.append(character)
    }

    private mutating func endWord(at index: String.Index) {
        guard let word else { return }
        let last = pipelines.count - 1
        pipelines[last][pipelines[last].count - 1].append(Word(text: word.text, range: word.start..<index))
        self.word = nil
    }

    /// The text of the pipeline at `index`, from its first word to its last, as written.
    func text(ofPipeline index: Int) -> Substring {
        let words = pipelines[index].flatMap { $0 }
        guard let first = words.first, let last = words.last else { return "" }
        return line[first.range.lowerBound..<last.range.upperBound]
    }
}
