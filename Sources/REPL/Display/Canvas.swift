/// A grid of terminal cells, each a character with a role, for drawing the map. A wide
/// character takes its cell and the next; writing over either half blanks the other.
struct Canvas {
    let width: Int
    let height: Int
    /// nil: the right half of the wide character before it.
    private var cells: [[(character: Character?, role: TextRole)]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(
            repeating: Array(repeating: (Character(" "), TextRole.plain), count: width), count: height)
    }

    /// Puts one character at a cell; outside the canvas it is dropped.
    mutating func put(_ character: Character, row: Int, column: Int, role: TextRole) {
        guard (0..<height).contains(row), (0..<width).contains(column) else { return }
        let cells = TextWidth.of(character)
        guard cells > 0 else { return }
        blankHalves(row: row, column: column)
        if cells == 2 {
            guard column + 1 < width else {
                self.cells[row][column] = (" ", role)
                return
            }
            blankHalves(row: row, column: column + 1)
            self.cells[row][column + 1] = (nil, role)
        }
        self.cells[row][column] = (character, role)
    }

    /// Writes `text` from a cell rightwards, in at most `limit` cells (when given), and returns
    /// the cells used.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, role: TextRole, limit: Int? = nil) -> Int {
        var used = 0
        for character in text {
            let cells = TextWidth.of(character)
            if let limit, used + cells > limit { break }
            put(character, row: row, column: column + used, role: role)
            used += cells
        }
        return used
    }

    /// One row as styled text.
    func line(_ row: Int) -> StyledText {
        var text = StyledText()
        for cell in cells[row] {
            if let character = cell.character { text.append(String(character), cell.role) }
        }
        return text
    }

    var lines: [StyledText] { (0..<height).map(line) }

    /// Before overwriting a cell, blanks the other half of a wide character it belongs to.
    private mutating func blankHalves(row: Int, column: Int) {
        if cells[row][column].character == nil, column > 0 {
            cells[row][column - 1].character = " "
        }
        if column + 1 < width, cells[row][column + 1].character == nil {
            cells[row][column + 1].character = " "
        }
    }
}
