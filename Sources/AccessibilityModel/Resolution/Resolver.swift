import Localization

extension App {
    /// Resolves the visible screen (the top of the state's navigation stack) for a locale:
    /// templates evaluated, conditions decided, strings looked up, frames and ids filled in.
    ///
    /// Returns nil when the stack is empty or names a screen the app does not have.
    package func resolve(_ state: AppState, locale: String) -> ResolvedScreen? {
        resolve(state, strings: localizations.strings(for: locale))
    }

    /// Resolves the visible screen with the app's strings already seen from a locale
    /// (`localizations.strings(for:)`): what resolves screen after screen in one locale builds
    /// them once, not once a screen.
    package func resolve(_ state: AppState, strings: LocaleStrings) -> ResolvedScreen? {
        guard let entry = state.stack.last, let index = screenIndex(named: entry.screen) else { return nil }
        let context = EvaluationContext(screenValues: entry.values, appValues: state.appValues, strings: strings)
        return Self.resolve(screens[index], in: context)
    }

    /// Resolves `screen`, lent where it is stored: an app may have thousands of screens, each
    /// resolved in turn, and a copy retains each of its parts.
    private static func resolve(_ screen: borrowing Screen, in context: EvaluationContext) -> ResolvedScreen {
        let locale = context.strings.locale
        var resolver = Resolver(context: context)
        // Built once: the root is made from the screen's fields each time it is asked for.
        let root = screen.rootElement
        resolver.reserveCapacity(Element.treeSize(root))
        resolver.resolve(root, id: screen.name, parent: nil, language: nil, excluded: false)
        resolver.linkReferences()
        return ResolvedScreen(
            screen: screen, title: screen.title?.evaluate(in: context), locale: locale, nodes: resolver.nodes,
            indexByID: resolver.indexByID, behaviours: resolver.behaviours, strings: context.strings)
    }
}

/// Builds a ``ResolvedScreen``'s nodes in one depth-first pass, then links references by id.
private struct Resolver {
    let context: EvaluationContext
    var nodes: [ResolvedNode] = []
    var indexByID: [String: Int] = [:]
    var behaviours: [Int: ResolvedScreen.NodeBehaviour] = [:]
    /// Explicit orders and cell headers still written as identifiers, by node.
    var pendingOrders: [(node: Int, items: [PendingItem])] = []
    var pendingCells: [(node: Int, cell: DataTableCell)] = []

    enum PendingItem {
        case child(Int)
        case reference(String)
    }

    init(context: EvaluationContext) {
        self.context = context
    }

    /// Makes room for `count` nodes, so that the nodes are not copied as the array grows.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        indexByID.reserveCapacity(count)
    }

    /// What most elements leave at their defaults, resolved: one shared value, made only for an
    /// element that sets some.
    private func rareAttributes(of element: borrowing Element) -> SharedRare<RareResolvedAttributes> {
        var rare = RareResolvedAttributes()
        rare.customActions = element.accessibilityCustomActions.map { $0.name.evaluate(in: context) }
        rare.scrollStatus = element.accessibilityScrollStatus?.evaluate(in: context)
        rare.rowCount = element.accessibilityRowCount
        rare.columnCount = element.accessibilityColumnCount
        rare.auditSuppressions = element.auditSuppressions
        rare.userInputLabels = element.accessibilityUserInputLabels?.map { $0.evaluate(in: context) }
        rare.visibleText = element.visibleText?.evaluate(in: context)
        rare.placeholder = element.placeholder?.evaluate(in: context)
        return .holding(rare)
    }

    /// Resolves an element and its subtree; returns the node's index. The element is borrowed
    /// (see ``Element/forEachChild(of:_:)``).
    @discardableResult
    mutating func resolve(
        _ element: borrowing Element, id: String, parent: Int?, language: String?, excluded: Bool
    ) -> Int {
        let index = nodes.count
        let hasChildren = element.hasChildren
        let isElement = element.isAccessibilityElement?.evaluate(in: context) ?? !hasChildren
        let hidden = element.accessibilityElementsHidden?.evaluate(in: context) ?? false
        var traits = element.accessibilityTraits
        for conditional in element.conditionalTraits where conditional.condition.evaluate(in: context) {
            traits.formUnion(conditional.trait)
        }
        let nodeLanguage = element.accessibilityLanguage ?? language
        let frame = element.accessibilityFrame ?? .zero
        let customActions = element.accessibilityCustomActions
        let supportedActions = SupportedActions(element.actions, hasCustomActions: !customActions.isEmpty)
        nodes.append(
            ResolvedNode(
                id: id, accessibilityIdentifier: element.accessibilityIdentifier, parent: parent, children: [],
                isAccessibilityElement: isElement,
                label: element.accessibilityLabel?.evaluate(in: context),
                value: element.accessibilityValue?.evaluate(in: context),
                hint: element.accessibilityHint?.evaluate(in: context), traits: traits, frame: frame,
                activationPoint: element.accessibilityActivationPoint ?? frame.center, language: nodeLanguage,
                containerType: element.accessibilityContainerType ?? .none, elementsHidden: hidden,
                viewIsModal: element.accessibilityViewIsModal?.evaluate(in: context) ?? false,
                groupsChildren: element.shouldGroupAccessibilityChildren?.evaluate(in: context) ?? false,
                isExcluded: excluded || hidden, supportedActions: supportedActions, isVisible: element.isVisible,
                rare: rareAttributes(of: element)))
        if let placeholder = nodes[index].placeholder {
            // VoiceOver says the placeholder of a field without a label in the label's place.
            if (nodes[index].label ?? "").allSatisfy(\.isWhitespace), !placeholder.allSatisfy(\.isWhitespace) {
                nodes[index].label = placeholder
                nodes[index].labelIsPlaceholder = true
            }
        }
        indexByID[id] = index
        // The supported actions are empty exactly when the element handles no action and has no custom action.
        if !supportedActions.isEmpty || element.accessibilityScrollStatus != nil {
            behaviours[index] = ResolvedScreen.NodeBehaviour(
                actions: element.actions, customActions: customActions,
                scrollStatus: element.accessibilityScrollStatus)
        }
        if let cell = element.dataTableCell { pendingCells.append((index, cell)) }
        guard hasChildren else { return index }

        let childrenExcluded = excluded || hidden || isElement
        var children: [Int] = []
        children.reserveCapacity(element.subviews.count)
        Element.forEachChild(of: element) { child, position in
            let childID = child.accessibilityIdentifier ?? "\(id)/\(position)"
            children.append(
                resolve(child, id: childID, parent: index, language: nodeLanguage, excluded: childrenExcluded))
        }
        if let order = element.accessibilityElements {
            // The elements written inline in the order are the children after the subviews, in order.
            var inline = children[element.subviews.count...].makeIterator()
            pendingOrders.append(
                (
                    index,
                    order.map { item in
                        switch item {
                        case .element: .child(inline.next()!)
                        case .reference(let identifier): .reference(identifier)
                        }
                    }
                ))
        }
        nodes[index].children = children
        if element.accessibilityFrame == nil {
            let union = children.reduce(AccessibilityFrame.zero) { $0.union(nodes[$1].frame) }
            nodes[index].frame = union
            nodes[index].activationPoint = element.accessibilityActivationPoint ?? union.center
        }
        return index
    }

    /// Turns explicit orders and cell headers into indices, and counts data table rows and columns.
    mutating func linkReferences() {
        for (node, items) in pendingOrders {
            nodes[node].accessibilityElements = items.compactMap { item in
                switch item {
                case .child(let index): index
                case .reference(let identifier): indexByID[identifier]
                }
            }
        }
        var counted: [Int: (rows: Int, columns: Int)] = [:]
        for (node, cell) in pendingCells {
            nodes[node].dataTableCell = ResolvedDataTableCell(
                rowRange: cell.rowRange, columnRange: cell.columnRange,
                rowHeaders: cell.rowHeaders.compactMap { indexByID[$0] },
                columnHeaders: cell.columnHeaders.compactMap { indexByID[$0] })
            var current = nodes[node].parent
            while let ancestor = current, nodes[ancestor].containerType != .dataTable {
                current = nodes[ancestor].parent
            }
            if let table = current {
                let count = counted[table] ?? (0, 0)
                counted[table] = (
                    max(count.rows, cell.rowRange.upperBound), max(count.columns, cell.columnRange.upperBound)
                )
            }
        }
        for (table, count) in counted {
            if nodes[table].rowCount == nil { nodes[table].rowCount = count.rows }
            if nodes[table].columnCount == nil { nodes[table].columnCount = count.columns }
        }
    }
}
