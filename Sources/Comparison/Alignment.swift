/// Two sequences set side by side so that alike items meet: a global alignment
/// (Needleman–Wunsch) in which a pair scores its similarity, a gap scores nothing, and a pair
/// `score` refuses is never made. The alignment keeps both orders; what it cannot pair is left
/// for the caller.
///
/// Most items of a walk pair exactly by their words, so the alignment is anchored: items whose
/// words are found once on each side are paired first (the longest run of such pairs in both
/// orders), and only the stretches between anchors are aligned cell by cell, each within a
/// band around its diagonal. Time and memory grow with the stretches, not with the product of
/// the two lengths.
struct Alignment {
    /// One column of the alignment: an item of the first, of the second, or of both.
    enum Column: Hashable {
        case pair(Int, Int)
        case onlyFirst(Int)
        case onlySecond(Int)
    }

    private(set) var columns: [Column] = []

    /// The most cells of one stretch aligned in full; a larger stretch is aligned in a band.
    static let fullCells = 4_000_000

    /// - Parameters:
    ///   - first, second: a key of each item's words; an item of `second` has one or two (its
    ///     words with and without its hint). Items with a key no other item of their side has,
    ///     and that one item of the other side has, are anchors.
    ///   - score: how well two items pair, or nil when they must not.
    init(first: [Int], second: [[Int]], score: (Int, Int) -> Double?) {
        var previous = (0, 0)
        for anchor in Self.anchors(first: first, second: second) + [(first.count, second.count)] {
            columns += Self.stretch(previous.0..<anchor.0, previous.1..<anchor.1, score: score)
            if anchor.0 < first.count { columns.append(.pair(anchor.0, anchor.1)) }
            previous = (anchor.0 + 1, anchor.1 + 1)
        }
    }

    /// Pairs of items whose key is unique on both sides, the longest chain of them increasing on
    /// both sides (patience sorting).
    private static func anchors(first: [Int], second: [[Int]]) -> [(Int, Int)] {
        var firstCount: [Int: Int] = [:]
        for key in first { firstCount[key, default: 0] += 1 }
        var secondIndex: [Int: Int] = [:]
        var secondCount: [Int: Int] = [:]
        for (j, keys) in second.enumerated() {
            for key in Set(keys) {
                secondCount[key, default: 0] += 1
                secondIndex[key] = j
            }
        }
        let candidates = first.enumerated().compactMap { i, key -> (Int, Int)? in
            guard firstCount[key] == 1, secondCount[key] == 1, let j = secondIndex[key] else { return nil }
            return (i, j)
        }
        // The longest chain increasing in j (candidates already increase in i).
        var tails: [Int] = []  // index into candidates of the smallest tail of each length
        var before = [Int](repeating: -1, count: candidates.count)
        for (index, candidate) in candidates.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if candidates[tails[middle]].1 < candidate.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { before[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var chain: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            chain.append(candidates[index])
            index = before[index]
        }
        return chain.reversed()
    }

    /// The columns of one stretch between anchors, aligned in a band around its diagonal
    /// (the whole stretch when it is small enough).
    private static func stretch(_ rows: Range<Int>, _ cells: Range<Int>, score: (Int, Int) -> Double?) -> [Column] {
        let n = rows.count
        let m = cells.count
        if n == 0 { return cells.map { .onlySecond($0) } }
        if m == 0 { return rows.map { .onlyFirst($0) } }
        let width = n * m <= fullCells ? m : max(fullCells / (2 * n), m / n + 2)
        let bands = (0...n).map { i -> ClosedRange<Int> in
            let centre = i * m / n
            return max(0, centre - width)...min(m, centre + width)
        }
        // Each cell's best move: 0 pair, 1 from the left (an item of the second only),
        // 2 from above (an item of the first only).
        var moves: [[UInt8]] = []
        moves.reserveCapacity(n + 1)
        var above = [Double](repeating: 0, count: bands[0].count)
        moves.append([UInt8](repeating: 1, count: bands[0].count))
        for i in 1...n {
            let band = bands[i]
            let upper = bands[i - 1]
            var row = [Double](repeating: -.infinity, count: band.count)
            var rowMoves = [UInt8](repeating: 2, count: band.count)
            for j in band {
                let k = j - band.lowerBound
                var best = -Double.infinity
                var move: UInt8 = 2
                if upper.contains(j) {
                    best = above[j - upper.lowerBound]
                }
                if j > band.lowerBound, row[k - 1] > best {
                    best = row[k - 1]
                    move = 1
                }
                if j > 0, upper.contains(j - 1), let alike = score(rows.lowerBound + i - 1, cells.lowerBound + j - 1) {
                    let paired = above[j - 1 - upper.lowerBound] + alike
                    if paired >= best {
                        best = paired
                        move = 0
                    }
                }
                row[k] = best
                rowMoves[k] = move
            }
            above = row
            moves.append(rowMoves)
        }
        var columns: [Column] = []
        var i = n
        var j = m
        while i > 0 || j > 0 {
            let move = i == 0 ? 1 : moves[i][j - bands[i].lowerBound]
            switch move {
            case 0:
                columns.append(.pair(rows.lowerBound + i - 1, cells.lowerBound + j - 1))
                i -= 1
                j -= 1
            case 1:
                columns.append(.onlySecond(cells.lowerBound + j - 1))
                j -= 1
            default:
                columns.append(.onlyFirst(rows.lowerBound + i - 1))
                i -= 1
            }
        }
        return columns.reversed()
    }
}
