/// Two sequences set side by side so that alike items meet: a global alignment
/// (Needleman–Wunsch) in which a pair scores its similarity, a gap scores nothing, and a pair
/// less alike than `threshold` is never made. The alignment keeps both orders; what it cannot
/// pair is left for the caller.
struct Alignment {
    /// One column of the alignment: an item of the first, of the second, or of both.
    enum Column: Hashable {
        case pair(Int, Int)
        case onlyFirst(Int)
        case onlySecond(Int)
    }

    let columns: [Column]

    init(count first: Int, _ second: Int, threshold: Double, similarity: (Int, Int) -> Double) {
        var score = [[Double]](repeating: [Double](repeating: 0, count: second + 1), count: first + 1)
        var alike = [[Double]](repeating: [Double](repeating: 0, count: second), count: first)
        for i in 0..<first {
            for j in 0..<second {
                alike[i][j] = similarity(i, j)
            }
        }
        for i in 0..<first {
            for j in 0..<second {
                var best = max(score[i][j + 1], score[i + 1][j])
                if alike[i][j] >= threshold { best = max(best, score[i][j] + alike[i][j]) }
                score[i + 1][j + 1] = best
            }
        }
        var columns: [Column] = []
        var i = first
        var j = second
        while i > 0 || j > 0 {
            if i > 0, j > 0, alike[i - 1][j - 1] >= threshold,
                score[i][j] == score[i - 1][j - 1] + alike[i - 1][j - 1]
            {
                columns.append(.pair(i - 1, j - 1))
                i -= 1
                j -= 1
            } else if j > 0, i == 0 || score[i][j] == score[i][j - 1] {
                columns.append(.onlySecond(j - 1))
                j -= 1
            } else {
                columns.append(.onlyFirst(i - 1))
                i -= 1
            }
        }
        self.columns = columns.reversed()
    }
}
