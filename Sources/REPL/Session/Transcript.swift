import Foundation
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
struct Transcript {
    struct Entry: Equatable {
        var command: String
        var said: [Utterance]
        /// Newer speech (or stop) cut it off before it was heard to the end.
        var cutOff = false
    }

    private(set) var entries: [Entry] = []

    mutating func record(_ command: String, _ said: [Utterance]) {
        entries.append(Entry(command: command, said: said))
    }

    /// Marks the last entry that said anything as cut off.
    mutating func markCutOff() {
        guard let last = entries.lastIndex(where: { !$0.said.isEmpty }) else { return }
        entries[last].cutOff = true
    }

    var text: String {
        entries.map { entry in
            let lines = ["> \(entry.command)"] + entry.said.flatMap(UtteranceText.plainLines)
            return lines.joined(separator: "\n") + (entry.cutOff ? " [interrupted]" : "") + "\n"
        }.joined()
    }

    /// Writes ``text`` to `url` atomically (a temporary file, then a rename).
    func save(to url: URL) throws(CommandError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write \(url.path): \(error.localizedDescription); check the folder exists")
        }
    }
}
