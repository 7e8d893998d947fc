import FileWriting
import Foundation
import UtteranceRendering
import Utterances

/// Everything said in a session, with the command that made it say it, for `transcript save`.
///
/// ```
/// > next
/// Volume: 50%. Adjustable.
///   Swipe up or down with one finger to adjust the value.
/// > up
/// 60%
/// ```
///
/// The `> ` lines are the commands (a key stands for its command), so a transcript reads as
/// the walkthrough that produced it.
///
/// It keeps the last ``capacity`` commands (as text, not utterances), so that a session running
/// for days neither slows down nor grows; a saved transcript that lost earlier commands says so
/// on its first line.
struct Transcript {
    struct Entry: Equatable {
        var command: String
        /// What was said, as the transcript's lines.
        var said: [String]
        /// Newer speech (or stop) cut it off before it was heard to the end.
        var cutOff = false
    }

    /// The most commands kept (about 100 bytes each): hours of a workshop.
    static let capacity = 20_000

    private var recent = RecentItems<Entry>(capacity: capacity)

    var entries: [Entry] { recent.items }
    /// How many commands are kept.
    var count: Int { recent.count }
    /// How many earlier commands were dropped to stay within ``capacity``.
    var dropped: Int { recent.dropped }

    mutating func record(_ command: String, _ said: [Utterance]) {
        recent.append(Entry(command: command, said: said.flatMap(UtteranceFormat.plainLines.render)))
    }

    /// Marks the last entry that said anything as cut off.
    mutating func markCutOff() {
        recent.updateLast(where: { !$0.said.isEmpty }) { $0.cutOff = true }
    }

    var text: String {
        let note = dropped > 0 ? "# the first \(dropped) commands are not kept (the last \(Self.capacity) are)\n" : ""
        return note
            + entries.map { entry in
                let lines = ["> \(entry.command)"] + entry.said
                return lines.joined(separator: "\n") + (entry.cutOff ? " [interrupted]" : "") + "\n"
            }.joined()
    }

    /// Writes ``text`` to `url` whole or not at all (a temporary file, then a rename; devices in
    /// place), reporting any error on write, flush or close.
    func save(to url: URL) throws(CommandError) {
        do {
            try AtomicFile.write(text, to: url)
        } catch {
            throw CommandError("\(error); the transcript is kept, save it elsewhere", status: .outputError)
        }
    }
}
