import Foundation
import Synchronization

extension Readings {
    /// Loads, on a thread of its own, what the first reading in `locale` would otherwise load at
    /// the key: the CLDR names of emoji in the locale and its parents (about 50 ms of parsing) and,
    /// in Japanese, MeCab's dictionary. Each locale once a process. Called where a session or
    /// server starts (`earshot repl`, `earshot serve`), never in a process that forks afterwards:
    /// a child forked while the thread holds a lock would wait on it for ever (`earshot listen`'s
    /// workers stay single-threaded to fork).
    package static func prepare(locale: String) {
        guard prepared.withLock({ $0.insert(locale).inserted }) else { return }
        Thread.detachNewThread {
            EmojiNames.installed.preload(locale: locale)
            if language(of: locale) == "ja" { _ = JapaneseReading.installed.isAvailable }
        }
    }

    private static let prepared = Mutex<Set<String>>([])
}
