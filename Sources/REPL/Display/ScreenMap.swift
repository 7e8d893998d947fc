import AccessibilityModel
import Navigation

/// The screen drawn in the terminal: an outline of the screen scaled to the space given (a
/// terminal cell is about twice as tall as wide, so the screen keeps its shape), each reachable
/// element's frame as a box with its number in swipe order and the start of its label, and the
/// focused element's box drawn last, in its own glyphs and colour.
///
/// ```
/// ╭─────────────────╮
/// │├1 Samples┤      │
/// │┌2 Settings─────┐│
/// │╔3 Volume══════╗││
/// ```
///
/// Boxes too small to draw, or that would cross another element's box only because the map is
/// small, keep just their number; boxes that overlap on the screen too are drawn in swipe order,
/// their numbers after every border so that each shows where it can.
struct ScreenMap {
    let screen: NavigableScreen
    /// The focused element's position in the swipe order.
    let focus: Int?
    let glyphs: MapGlyphs
    /// What the map marks: every element with its swipe number and label, or Voice Control's
    /// names or numbers on its controls alone.
    var overlay: MapOverlay = .none

    /// Voice Control's overlays, as "Show names" and "Show numbers" draw them over the phone.
    enum MapOverlay: Equatable {
        case none
        /// Each control's name (the first of its names), by swipe position.
        case names([Int: String])
        /// Each control's number, by swipe position.
        case numbers([Int: Int])

        /// The overlay of `kind` for Voice Control's targets on a screen.
        init(_ kind: VoiceControlOverlay, targets: [VoiceControlTarget]) {
            switch kind {
            case .none: self = .none
            case .names:
                self = .names(Dictionary(uniqueKeysWithValues: targets.map { ($0.position, $0.name ?? "") }))
            case .numbers:
                self = .numbers(Dictionary(uniqueKeysWithValues: targets.map { ($0.position, $0.number) }))
            }
        }

        /// The positions of the elements drawn: all, or the controls.
        func shows(_ position: Int) -> Bool {
            switch self {
            case .none: true
            case .names(let names): names[position] != nil
            case .numbers(let numbers): numbers[position] != nil
            }
        }
    }

    /// A cell rectangle on the map, inclusive.
    struct CellRect: Equatable {
        var top, left, bottom, right: Int
        var width: Int { right - left + 1 }
        var height: Int { bottom - top + 1 }

        func intersects(_ other: CellRect) -> Bool {
            left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom
        }
    }

    /// The map in at most `columns` × `rows` cells; every line has the same width. Empty when
    /// there is no room for even one cell inside the outline; a line saying why when the screen
    /// has no area to draw.
    func draw(columns: Int, rows: Int) -> [StyledText] {
        guard Self.isDrawable(screen.resolved.size) else {
            let reason = "no map: the screen is \(Points.size(screen.resolved.size)) pt; give it a size"
            return rows > 0 && columns > 0 ? [StyledText(reason, .dim).truncated(to: columns)] : []
        }
        guard let inner = innerSize(columns: columns, rows: rows) else { return [] }
        var canvas = Canvas(width: inner.columns + 2, height: inner.rows + 2)
        drawBox(
            CellRect(top: 0, left: 0, bottom: inner.rows + 1, right: inner.columns + 1),
            glyphs.outline, role: .outline, on: &canvas)
        let rects = screen.order.indices.map { rect(of: $0, inner: inner) }
        let shown = rects.indices.filter(overlay.shows)
        let focus = focus.flatMap { overlay.shows($0) ? $0 : nil }
        let boxed = Set(shown.filter { $0 == focus || hasRoom(for: $0, in: rects, among: shown) })
        let others = shown.filter { $0 != focus }
        for position in others where boxed.contains(position) {
            drawBox(rects[position], glyphs.element, role: .box, on: &canvas)
        }
        if let focus, boxed.contains(focus) { drawBox(rects[focus], glyphs.focused, role: .focusBox, on: &canvas) }
        // Numbers next, the focused one first: each takes the first free cells from its box's
        // corner, so none hides another.
        var taken = Set<[Int]>()
        for position in (focus.map { [$0] } ?? []) + others {
            drawNumber(
                of: position, in: rects[position], role: position == focus ? .focusNumber : .number,
                avoiding: &taken, on: &canvas)
        }
        // Labels last, each ending before the first number in its way.
        for position in others where boxed.contains(position) {
            drawLabel(of: position, in: rects[position], role: .plain, avoiding: taken, on: &canvas)
        }
        if let focus, boxed.contains(focus) {
            drawLabel(of: focus, in: rects[focus], role: .focusBox, avoiding: taken, on: &canvas)
        }
        return canvas.lines
    }

    /// The cells inside the outline: as many rows as fit, and the columns that keep the screen's
    /// aspect (cells are 2:1), narrowed to fit.
    func innerSize(columns: Int, rows: Int) -> (columns: Int, rows: Int)? {
        let size = screen.resolved.size
        let maxColumns = columns - 2
        let maxRows = rows - 2
        guard maxColumns >= 1, maxRows >= 1, Self.isDrawable(size) else { return nil }
        let aspect = 2 * size.width / size.height
        var innerRows = maxRows
        if (Double(innerRows) * aspect).rounded() > Double(maxColumns) {
            innerRows = Int(rounding: (Double(maxColumns) / aspect).rounded(.down), clampedTo: 1...maxRows)
        }
        let innerColumns = Int(rounding: Double(innerRows) * aspect, clampedTo: 1...maxColumns)
        return (innerColumns, innerRows)
    }

    /// Whether a screen's size gives the map an area: both sides finite and above zero.
    static func isDrawable(_ size: AccessibilitySize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }

    /// Whether the element's box can be drawn without crossing another's: on a small map,
    /// elements side by side on the screen can fall into the same cells, and their boxes would
    /// draw over each other. Such elements show only their numbers (the focused element always
    /// has its box). Elements that overlap on the screen too (a button on a card) keep their boxes.
    private func hasRoom(for position: Int, in rects: [CellRect], among shown: [Int]) -> Bool {
        let frame = screen.node(at: position).frame
        return !shown.contains { other in
            other != position && rects[other].intersects(rects[position])
                && !screen.node(at: other).frame.intersects(frame)
        }
    }

    /// An element's frame in cells (inside the outline, which is row and column 0).
    func rect(of position: Int, inner: (columns: Int, rows: Int)) -> CellRect {
        let frame = screen.node(at: position).frame
        let size = screen.resolved.size
        let columnsPerPoint = Double(inner.columns) / size.width
        let rowsPerPoint = Double(inner.rows) / size.height
        func cell(_ value: Double, _ scale: Double, _ count: Int) -> Int {
            Int(rounding: value * scale, clampedTo: 0...(count - 1))
        }
        let left = cell(frame.x, columnsPerPoint, inner.columns)
        let top = cell(frame.y, rowsPerPoint, inner.rows)
        let right = max(left, cell(frame.maxX, columnsPerPoint, inner.columns + 1) - 1)
        let bottom = max(top, cell(frame.maxY, rowsPerPoint, inner.rows + 1) - 1)
        return CellRect(top: top + 1, left: left + 1, bottom: bottom + 1, right: right + 1)
    }

    /// The box's border: a full box from 2×2 cells, `├──┤` one row high, nothing one column wide.
    private func drawBox(_ rect: CellRect, _ box: MapGlyphs.Box, role: TextRole, on canvas: inout Canvas) {
        guard rect.width >= 2 else { return }
        if rect.height == 1 {
            canvas.put(box.rowStart, row: rect.top, column: rect.left, role: role)
            for column in (rect.left + 1)..<rect.right {
                canvas.put(box.horizontal, row: rect.top, column: column, role: role)
            }
            canvas.put(box.rowEnd, row: rect.top, column: rect.right, role: role)
            return
        }
        for column in (rect.left + 1)..<rect.right {
            canvas.put(box.horizontal, row: rect.top, column: column, role: role)
            canvas.put(box.horizontal, row: rect.bottom, column: column, role: role)
        }
        for row in (rect.top + 1)..<rect.bottom {
            canvas.put(box.vertical, row: row, column: rect.left, role: role)
            canvas.put(box.vertical, row: row, column: rect.right, role: role)
        }
        canvas.put(box.topLeft, row: rect.top, column: rect.left, role: role)
        canvas.put(box.topRight, row: rect.top, column: rect.right, role: role)
        canvas.put(box.bottomLeft, row: rect.bottom, column: rect.left, role: role)
        canvas.put(box.bottomRight, row: rect.bottom, column: rect.right, role: role)
    }

    /// Where a box's number starts: just inside its top-left corner.
    private func numberColumn(_ rect: CellRect) -> Int {
        rect.width >= 2 ? rect.left + 1 : rect.left
    }

    /// The start of the element's label after its number, where the top border has room.
    private func drawLabel(
        of position: Int, in rect: CellRect, role: TextRole, avoiding taken: Set<[Int]>, on canvas: inout Canvas
    ) {
        let number = numberText(of: position).count
        let start = numberColumn(rect) + number
        let free = start < rect.right ? (start..<rect.right).prefix { !taken.contains([rect.top, $0]) }.count : 0
        let room = min(rect.width - 2 - number, free) - 1
        let text = labelText(of: position).map { $0.isNewline ? " " : $0 }
        guard room >= 2, !text.isEmpty else { return }
        // With no number before it, the label starts just inside the corner.
        let gap = number == 0 ? "" : " "
        let shown = StyledText(String(text)).truncated(to: room + (number == 0 ? 1 : 0)).plain
        canvas.write(gap + shown, row: rect.top, column: numberColumn(rect) + number, role: role)
    }

    /// The element's number in swipe order (from 1), whole, in the first cells of its row from
    /// the box's corner that no other number has taken and that leave a cell between it and
    /// another number ("1 2", never "12"), looking right, then left.
    private func drawNumber(
        of position: Int, in rect: CellRect, role: TextRole, avoiding taken: inout Set<[Int]>,
        on canvas: inout Canvas
    ) {
        let number = numberText(of: position)
        guard !number.isEmpty else { return }
        let start = numberColumn(rect)
        let last = canvas.width - 1 - number.count
        let free = { (column: Int) in
            ((column - 1)...(column + number.count)).allSatisfy { !taken.contains([rect.top, $0]) }
        }
        let candidates = Array(start...max(start, last)) + Array((1..<start).reversed())
        let column = candidates.first(where: free) ?? start
        canvas.write(number, row: rect.top, column: column, role: role)
        for cell in column..<(column + number.count) { taken.insert([rect.top, cell]) }
    }
}

extension ScreenMap {
    /// The number drawn at an element's corner: its place in the swipe order, its number of
    /// Show numbers, or none beside Show names.
    func numberText(of position: Int) -> String {
        switch overlay {
        case .none: String(position + 1)
        case .names: ""
        case .numbers(let numbers): numbers[position].map(String.init) ?? ""
        }
    }

    /// The text drawn after the number: the element's label (or value), its Voice Control name,
    /// or nothing beside Show numbers.
    func labelText(of position: Int) -> String {
        switch overlay {
        case .none:
            let node = screen.node(at: position)
            return node.label ?? node.value ?? ""
        case .names(let names): return names[position] ?? ""
        case .numbers: return ""
        }
    }
}

/// Which of Voice Control's overlays the REPL's map shows.
enum VoiceControlOverlay: Equatable, Sendable {
    case none, names, numbers
}

extension AccessibilityFrame {
    /// Whether the two frames share some area (frames that only touch do not).
    fileprivate func intersects(_ other: AccessibilityFrame) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
