/// A share of the split that a merge made with `--allow-partial` did not have: the screens, in
/// each locale, the report is without.
package struct MissingShare: Sendable, Hashable, Codable, CustomStringConvertible {
    package var shard: Shard
    /// What the share holds: each part its screens in each of its locales, in the run's order.
    package var parts: [Part]

    package struct Part: Sendable, Hashable, Codable {
        package var screens: [String]
        package var locales: [String]
    }

    /// `shard`'s share of `all`, the run's screens in every locale: locales holding the same
    /// screens are one part.
    init(_ shard: Shard, of all: [LocaleScreen]) {
        self.shard = shard
        var parts: [Part] = []
        let held = shard.select(all)
        for locale in held.map(\.locale) where !parts.contains(where: { $0.locales.contains(locale) }) {
            let screens = held.filter { $0.locale == locale }.map(\.screen.name)
            if let same = parts.firstIndex(where: { $0.screens == screens }) {
                parts[same].locales.append(locale)
            } else {
                parts.append(Part(screens: screens, locales: [locale]))
            }
        }
        self.parts = parts
    }

    /// "share 2 of 3 missing: screens home, detail × locales en, ru; screens settings × locales de".
    package var description: String {
        let held = parts.map { part in
            "screen\(part.screens.count == 1 ? "" : "s") \(part.screens.joined(separator: ", ")) × "
                + "locale\(part.locales.count == 1 ? "" : "s") \(part.locales.joined(separator: ", "))"
        }
        return "share \(shard.index) of \(shard.count) missing: \(held.joined(separator: "; "))"
    }
}
