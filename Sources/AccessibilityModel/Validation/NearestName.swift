extension Sequence where Element == String {
    /// Names longer than this get no suggestion: no name a suggestion is made from is as long,
    /// and comparing a megabyte of careless input with every candidate would take seconds.
    package static var maximumSuggestedNameLength: Int { 64 }

    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough
    /// to be a likely typo: at most a third of the name's length, and at least one edit allowed.
    /// Nil for a name longer than ``maximumSuggestedNameLength``.
    package func nearest(to name: String) -> String? {
        guard name.utf8.count <= 4 * Self.maximumSuggestedNameLength, name.count <= Self.maximumSuggestedNameLength
        else {
            return nil
        }
        let target = Array(name.lowercased())
        let limit = Swift.max(1, (target.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in self {
            let other = Array(candidate.lowercased())
            // The lengths alone already differ by more edits than allowed.
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }
}

/// Levenshtein distance with adjacent transpositions counted as one edit.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow = Array(0...b.count)
    var beforePrevious = previousRow
    var row = previousRow
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            row[j] = Swift.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = Swift.min(row[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previousRow
        previousRow = row
    }
    return row[b.count]
}
