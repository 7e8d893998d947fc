/// Where an element sits, as far as VoiceOver's description says it (one context per element;
/// docs/voiceover-behaviour.md §3.7 and §3.8).
public enum ElementContext: Sendable, Hashable {
    /// Item `index` (1-based) of `count` in a series, a segmented control's segments: "2 of 3.",
    /// after the trait words ("First. Button. 1 of 3.").
    case series(index: Int, count: Int)
    /// Tab `index` (1-based) of `count` in a tab bar: "Tab. 2 of 3.", and no "Button.".
    case tab(index: Int, count: Int)
    /// The first element of a list: "List Start."
    case listStart
    /// The last element of a list: "List End." (a list of one only gets ``listStart``).
    case listEnd
    /// The first element of a landmark container: "Landmark."
    case landmarkStart
    /// The last element of a landmark container: "End."
    case landmarkEnd
    /// A cell of a data table.
    case tableCell(TableCellFacts)
}

/// A data table cell's position and the headers VoiceOver reads with it.
///
/// VoiceOver reads headers only when they change: the engine sets ``rowChanged`` when focus
/// arrived from another row (or from outside the table), that is on the first cell read in a
/// row, and ``columnChanged`` likewise. The row's headers and "Row N." are spoken when the row
/// changed, the column's headers when the column changed (the engine leaves out a header that is
/// the cell directly above the first cell read in a row); "Column N." is always spoken, and the
/// spans when larger than one.
public struct TableCellFacts: Sendable, Hashable {
    /// Zero-based, as accessibilityRowRange; spoken one-based.
    public var row: Int
    /// Zero-based, as accessibilityColumnRange; spoken one-based.
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int
    /// The spoken texts of the cells heading this cell's row, in order.
    public var rowHeaders: [String]
    /// The spoken texts of the cells heading this cell's column, in order.
    public var columnHeaders: [String]
    public var rowChanged: Bool
    public var columnChanged: Bool

    public init(
        row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, rowHeaders: [String] = [],
        columnHeaders: [String] = [], rowChanged: Bool = true, columnChanged: Bool = true
    ) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.rowHeaders = rowHeaders
        self.columnHeaders = columnHeaders
        self.rowChanged = rowChanged
        self.columnChanged = columnChanged
    }
}
