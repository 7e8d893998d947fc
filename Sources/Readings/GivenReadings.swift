import Synchronization

extension Readings {
    /// Takes the readings a voice file gives (its `readings:` key, in kana) for words its
    /// language's step reads wrong: "値を調整" → "あたいをちょうせい" in Japanese, where the dictionary
    /// reads 値 as ネ. They are kept by language, with those of the language's other voice files,
    /// and replace the words they name before every other step.
    package static func use(_ readings: [String: String], language: String) {
        let changed = given.withLock { given in
            var table = given[language] ?? [:]
            table.merge(readings.filter { !$0.key.isEmpty }) { $1 }
            guard table != given[language] else { return false }
            given[language] = table
            return true
        }
        if changed { cache.withLock { $0.removeAll(keepingCapacity: true) } }
    }

    /// `text` with the words a voice file of `language` gives readings for replaced by them, the
    /// longest first, so that a phrase's reading wins over one of its words'.
    static func replacingGivenReadings(in text: String, language: String) -> String {
        guard let table = given.withLock({ $0[language] }) else { return text }
        var result = text
        for written in table.keys.sorted(by: { $0.count > $1.count }) where result.contains(written) {
            result = result.replacing(written, with: table[written]!)
        }
        return result
    }

    private static let given = Mutex<[String: [String: String]]>([:])
}
