import Reporting
import Synchronization

/// Says once per run, on standard error, that a reading step's data is missing, so that what is
/// heard (emoji spoken as written, kanji read letter by letter) is explained without repeating
/// the warning for every label.
enum Notices {
    enum Subject: Hashable {
        case emojiNames, unicodeNames, japaneseReadings
    }

    private static let given = Mutex<Set<Subject>>([])

    static func once(_ subject: Subject, _ message: @autoclosure () -> String) {
        guard given.withLock({ $0.insert(subject).inserted }) else { return }
        StandardStream.error.report("earshot: warning: \(message())")
    }
}
