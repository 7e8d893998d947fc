import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

@Suite struct TableCellTests {
    @Test func cellEnteringANewRowReadsHeadersRowAndColumn() throws {
        let cell = TableCellFacts(
            row: 1, column: 2, rowHeaders: ["Tuesday"], columnHeaders: ["Rain"])
        let utterance = try Support.describe(ElementFacts(label: "4 mm", context: .tableCell(cell)))
        #expect(utterance.description == "Tuesday. Rain. 4 mm. Row 2. Column 3.")
        #expect(
            utterance.segments.map(\.kind) == [
                .container, .container, .label, .position, .position,
            ])
    }

    @Test func unchangedHeadersAndRowAreNotRepeated() throws {
        let cell = TableCellFacts(
            row: 1, column: 3, rowHeaders: ["Tuesday"], columnHeaders: ["Wind"], rowChanged: false)
        let utterance = try Support.describe(
            ElementFacts(label: "12 km/h", context: .tableCell(cell)))
        #expect(utterance.description == "Wind. 12 km/h. Column 4.")
        let sameColumn = TableCellFacts(
            row: 2, column: 3, columnHeaders: ["Wind"], columnChanged: false)
        #expect(
            try Support.describe(ElementFacts(label: "8 km/h", context: .tableCell(sameColumn)))
                .description == "8 km/h. Row 3. Column 4.")
    }

    @Test func spansAndValueFollowThePosition() throws {
        let cell = TableCellFacts(row: 0, column: 0, rowSpan: 2, columnSpan: 3)
        let utterance = try Support.describe(
            ElementFacts(label: "Total", value: "42", traits: .button, context: .tableCell(cell)))
        #expect(
            utterance.description
                == "Total. Spans 2 rows. Spans 3 columns. Row 1. Column 1. 42. Button.")
    }

    @Test func russianCell() throws {
        let cell = TableCellFacts(row: 0, column: 1, rowSpan: 2)
        let utterance = try Support.describe(
            ElementFacts(label: "Итого", context: .tableCell(cell)), in: "ru")
        #expect(utterance.description == "Итого. Охватывает строк: 2. Ряд 1. Столбец 2.")
    }

    /// "Row r." only on the first cell read in a row; spans in their right order.
    @Test(arguments: [
        ("en-US", "4 mm. Column 3.", "Total. Spans 2 rows. Spans 3 columns. Row 1. Column 1."),
        ("ru", "4 mm. Столбец 3.", "Total. Охватывает строк: 2. Охватывает столбцов: 3. Ряд 1. Столбец 1."),
        ("de", "4 mm. Spalte 3.", "Total. Umfasst 2 Zeilen. Umfasst 3 Spalten. Zeile 1. Spalte 1."),
    ])
    func rowOnlyOnTheFirstCellReadInARowAndSpans(
        _ locale: String, _ sameRow: String, _ spanning: String
    ) throws {
        let next = TableCellFacts(row: 1, column: 2, rowChanged: false, columnChanged: true)
        #expect(
            try Support.describe(ElementFacts(label: "4 mm", context: .tableCell(next)), in: locale)
                .description == sameRow)
        let big = TableCellFacts(row: 0, column: 0, rowSpan: 2, columnSpan: 3)
        #expect(
            try Support.describe(ElementFacts(label: "Total", context: .tableCell(big)), in: locale)
                .description == spanning)
    }

    @Test func enteredContainerLabelComesFirst() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "Cupertino", traits: .header, enteredContainerLabel: "Weather"))
        #expect(utterance.description == "Weather. Cupertino. Heading.")
        #expect(utterance.segments.first?.kind == .container)
    }
}
