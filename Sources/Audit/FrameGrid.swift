import AccessibilityModel

/// A uniform grid over frames, for finding the frames that overlap one without comparing every
/// pair: each frame is listed in the cells it spans (cells the size of a typical frame), and a
/// frame spanning more than ``maximumCellsPerFrame`` cells is kept in a list every query reads.
struct FrameGrid {
    /// The most cells one frame is listed in; a larger frame (a full-screen overlay on a long
    /// list) is compared with every query instead, so no frame fills the grid.
    static let maximumCellsPerFrame = 256

    private let frames: [AccessibilityFrame]
    private let cellWidth: Double
    private let cellHeight: Double
    /// Each frame's place in each cell it spans, sorted by cell, then frame: a cell's frames are
    /// one run, found by binary search (no table of small arrays to allocate).
    private var entries: [(cell: UInt64, frame: Int)] = []
    /// Frames spanning too many cells, ascending.
    private var large: [Int] = []
    private var isLarge: [Bool]

    /// A grid over non-empty frames; cells are the median frame's width and height (at least 1
    /// point either way).
    init(_ frames: [AccessibilityFrame]) {
        self.frames = frames
        cellWidth = max(1, Self.median(frames.map(\.width)))
        cellHeight = max(1, Self.median(frames.map(\.height)))
        entries.reserveCapacity(frames.count)
        isLarge = Array(repeating: false, count: frames.count)
        for index in frames.indices {
            guard let span = span(of: frames[index]) else {
                large.append(index)
                isLarge[index] = true
                continue
            }
            for row in span.rows {
                for column in span.columns { entries.append((Self.key(column, row), index)) }
            }
        }
        // Frames come in order: a cell's run is already ascending when the sort keeps it.
        entries.sort { $0.cell != $1.cell ? $0.cell < $1.cell : $0.frame < $1.frame }
    }

    /// A cell as one number: its column and row as the two halves.
    private static func key(_ column: Int, _ row: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: column)) << 32 | UInt64(UInt32(truncatingIfNeeded: row))
    }

    /// The cells a frame spans; nil when they are more than ``maximumCellsPerFrame``.
    private func span(of frame: AccessibilityFrame) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let columns = Self.cell(frame.x, cellWidth)...Self.lastCell(frame.x, frame.maxX, cellWidth)
        let rows = Self.cell(frame.y, cellHeight)...Self.lastCell(frame.y, frame.maxY, cellHeight)
        guard columns.count <= Self.maximumCellsPerFrame, rows.count <= Self.maximumCellsPerFrame,
            columns.count * rows.count <= Self.maximumCellsPerFrame
        else { return nil }
        return (columns, rows)
    }

    /// The cell a coordinate falls in, kept within 32 bits whatever the coordinate (cells beyond
    /// are one cell: the grid only narrows the frames compared, the overlap test is exact).
    private static func cell(_ coordinate: Double, _ size: Double) -> Int {
        let cell = (coordinate / size).rounded(.down)
        return cell.isFinite ? Int(min(2e9, max(-2e9, cell))) : 0
    }

    /// The last cell a frame from `start` to `end` reaches: the right and bottom edges belong to
    /// the next frame (frames that only touch share no area), so a frame ending on a cell's
    /// edge does not reach that cell.
    private static func lastCell(_ start: Double, _ end: Double, _ size: Double) -> Int {
        let last = (end / size).rounded(.up) - 1
        return max(cell(start, size), last.isFinite ? Int(min(2e9, max(-2e9, last))) : 0)
    }

    /// The median of at most ``medianSample`` values spread evenly over `values`: a cell size
    /// needs no more.
    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 1 }
        let stride = max(1, values.count / medianSample)
        let sample = Swift.stride(from: 0, to: values.count, by: stride).map { values[$0] }.sorted()
        return sample[sample.count / 2]
    }

    /// How many frames' sizes the cell size is taken from.
    static let medianSample = 1024

    /// Calls `body` once with each frame after `index` (in `frames`' order) that overlaps frame
    /// `index`, and the area they share, until `body` returns false. Each frame looked at costs
    /// one of `budget`; the walk stops when it is spent.
    func forEachLaterOverlap(
        of index: Int, budget: inout Int, _ body: (_ other: Int, _ overlap: Double) -> Bool
    ) {
        let frame = frames[index]
        /// Whether to go on after looking at `other`.
        func visit(_ other: Int, _ budget: inout Int) -> Bool {
            budget -= 1
            let overlap = Self.overlap(frame, frames[other])
            return (overlap <= 0 || body(other, overlap)) && budget > 0
        }
        for other in large where other > index { guard visit(other, &budget) else { return } }
        guard let span = span(of: frame) else {
            // A large frame: every later frame not already seen in the large list.
            for other in (index + 1)..<frames.count where !isLarge[other] {
                guard visit(other, &budget) else { return }
            }
            return
        }
        for row in span.rows {
            for column in span.columns {
                let cell = Self.key(column, row)
                var position = firstEntry(after: index, in: cell)
                while position < entries.count, entries[position].cell == cell {
                    let other = entries[position].frame
                    position += 1
                    // A pair sharing several cells is seen in one: the cell of its overlap's top left.
                    if Self.cell(max(frame.x, frames[other].x), cellWidth) == column,
                        Self.cell(max(frame.y, frames[other].y), cellHeight) == row
                    {
                        guard visit(other, &budget) else { return }
                    } else {
                        budget -= 1
                        guard budget > 0 else { return }
                    }
                }
            }
        }
    }

    /// The position of the first entry of `cell` for a frame after `index` (or where it would be).
    private func firstEntry(after index: Int, in cell: UInt64) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle]
            if entry.cell < cell || (entry.cell == cell && entry.frame <= index) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The area two frames share.
    static func overlap(_ a: AccessibilityFrame, _ b: AccessibilityFrame) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        return width > 0 && height > 0 ? width * height : 0
    }
}
