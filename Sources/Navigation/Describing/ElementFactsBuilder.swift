import AccessibilityModel
import SpokenDescription

/// Gathers what VoiceOver's description of an element depends on beyond its own attributes:
/// its place in a tab bar, table, list or landmark, the containers focus has just entered, and
/// whether it begins or ends a group.
///
/// The context comes from the nearest container that provides one (a series, a tab bar, a data
/// table, a list or a landmark), as in AccessibilitySnapshot: "1 of 3.", "Tab. 2 of 4.", a table
/// cell's headers and row and column, "List Start." / "List End.", "Landmark." / "End."
/// (docs/voiceover-behaviour.md §3.7 and §3.8).
struct ElementFactsBuilder {
    let screen: NavigableScreen

    /// The facts of the element at `position`, reached from `previous` (nil when focus came from
    /// nowhere: a new screen, a touch, the first move).
    func facts(at position: Int, arrivingFrom previous: Int?) -> ElementFacts {
        let index = screen.order[position]
        let node = screen.resolved.nodes[index]
        let containers = screen.resolved.ancestors(of: index).filter(screen.resolved.nodes.isTypedContainer)
        var facts = ElementFacts(
            label: node.label, value: node.value, hint: node.hint, traits: node.traits,
            language: node.language, identifier: node.accessibilityIdentifier,
            customActionCount: node.customActions.count)
        if let provider = containers.first(where: providesContext) {
            facts.context = context(of: index, at: position, in: provider, arrivingFrom: previous)
        }
        facts.enteredContainerLabel = enteredLabels(containers, at: position, from: previous)
        if let group = containers.first, let span = screen.spans[group], span.count > 1 {
            if position == span.lowerBound { facts.groupEdge = .first }
            if position == span.upperBound { facts.groupEdge = .last }
        }
        return facts
    }

    private func providesContext(_ container: Int) -> Bool {
        let node = screen.resolved.nodes[container]
        return node.traits.contains(.tabBar)
            || [.series, .tabBar, .dataTable, .list, .landmark].contains(node.containerType)
    }

    private func context(
        of index: Int, at position: Int, in container: Int, arrivingFrom previous: Int?
    ) -> ElementContext? {
        let node = screen.resolved.nodes[index]
        let provider = screen.resolved.nodes[container]
        guard let span = screen.spans[container] else { return nil }
        if provider.traits.contains(.tabBar) || provider.containerType == .tabBar {
            return .tab(index: position - span.lowerBound + 1, count: span.count)
        }
        switch provider.containerType {
        case .series:
            return .series(index: position - span.lowerBound + 1, count: span.count)
        case .dataTable:
            return node.dataTableCell.map {
                .tableCell(cellFacts($0, of: index, in: container, arrivingFrom: previous))
            }
        case .list:
            if position == span.lowerBound { return .listStart }
            if position == span.upperBound { return .listEnd }
        case .landmark:
            if position == span.lowerBound { return .landmarkStart }
            if position == span.upperBound { return .landmarkEnd }
        default: break
        }
        return nil
    }

    /// A table cell's position and headers (§3.8). Row headers and "Row N." are spoken when focus
    /// comes from another row (or from outside the table): on the first cell read in a row. Column
    /// headers are spoken when focus comes from another column, except, on the first cell read in
    /// a row, a header that is the cell directly above: it is not repeated under itself.
    private func cellFacts(
        _ cell: ResolvedDataTableCell, of nodeIndex: Int, in table: Int,
        arrivingFrom previous: Int?
    ) -> TableCellFacts {
        let previousCell = previous.flatMap { position -> ResolvedDataTableCell? in
            let index = screen.order[position]
            guard screen.resolved.isDescendant(index, of: table) else { return nil }
            return screen.resolved.nodes[index].dataTableCell
        }
        let rowChanged = previousCell?.rowRange.lowerBound != cell.rowRange.lowerBound
        func isDirectlyAbove(_ header: Int) -> Bool {
            guard let above = screen.resolved.nodes[header].dataTableCell else { return false }
            return above.rowRange.upperBound == cell.rowRange.lowerBound
                && above.columnRange.lowerBound == cell.columnRange.lowerBound
        }
        func headerTexts(_ headers: [Int]) -> [String] {
            headers.filter { $0 != nodeIndex }.compactMap { screen.resolved.nodes[$0].label }
        }
        let columnHeaders = cell.columnHeaders.filter { !(rowChanged && isDirectlyAbove($0)) }
        return TableCellFacts(
            row: cell.rowRange.lowerBound, column: cell.columnRange.lowerBound,
            rowSpan: cell.rowRange.count, columnSpan: cell.columnRange.count,
            rowHeaders: headerTexts(cell.rowHeaders), columnHeaders: headerTexts(columnHeaders),
            rowChanged: rowChanged,
            columnChanged: previousCell?.columnRange.lowerBound != cell.columnRange.lowerBound)
    }

    /// The labels of the containers focus enters by arriving here, outermost first.
    private func enteredLabels(_ containers: [Int], at position: Int, from previous: Int?) -> String? {
        let entered = containers.reversed().compactMap { container -> String? in
            guard let span = screen.spans[container],
                previous.map({ !span.contains($0) }) ?? true,
                let label = screen.resolved.nodes[container].label, !label.isEmpty
            else { return nil }
            return label
        }
        return entered.isEmpty ? nil : entered.joined(separator: ", ")
    }
}
