import Foundation
import Synchronization

extension Readings {
    /// Loads, on a thread of its own, what the first reading in `locale` would otherwise load at
    /// the key: the CLDR names of emoji in the locale and its parents (about 50 ms of parsing) and,
    /// in Japanese, MeCab's dictionary. Called when a session starts; each locale once a process.
    package static func prepare(locale: String) {
        guard prepared.withLock({ $0.insert(locale).inserted }) else { return }
        Thread.detachNewThread {
            EmojiNames.installed.preload(locale: locale)
            if language(of: locale) == "ja" { _ = JapaneseReading.installed.isAvailable }
        }
    }

    private static let prepared = Mutex<Set<String>>([])
}
