/// A cell of an `accessibilityContainerType: dataTable` container
/// (UIAccessibilityContainerDataTableCell).
public struct DataTableCell: Hashable, Sendable {
    /// accessibilityRowRange: the first row and how many rows the cell spans.
    public var rowRange: Range<Int>
    /// accessibilityColumnRange.
    public var columnRange: Range<Int>
    /// Identifiers of the elements that head the cell's row.
    public var rowHeaders: [String]
    /// Identifiers of the elements that head the cell's column.
    public var columnHeaders: [String]

    public init(rowRange: Range<Int>, columnRange: Range<Int>, rowHeaders: [String] = [], columnHeaders: [String] = [])
    {
        self.rowRange = rowRange
        self.columnRange = columnRange
        self.rowHeaders = rowHeaders
        self.columnHeaders = columnHeaders
    }

    /// A cell of one row and one column.
    public init(row: Int, column: Int, rowHeaders: [String] = [], columnHeaders: [String] = []) {
        self.init(
            rowRange: row..<(row + 1), columnRange: column..<(column + 1), rowHeaders: rowHeaders,
            columnHeaders: columnHeaders)
    }
}
