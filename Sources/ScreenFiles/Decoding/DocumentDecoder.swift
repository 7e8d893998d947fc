import AccessibilityModel
import Reporting

/// Reads a parsed screen file into the model, collecting every problem it can find.
struct DocumentDecoder {
    let reader: NodeReader
    /// The name a single-screen file's screen takes when it names none (the file's base name).
    let defaultScreenName: String

    func decode(_ root: SourceNode) -> DecodedDocument? {
        guard case .mapping(let pairs) = root.value else {
            reader.error(
                root,
                "a screen file is a mapping with 'screens' (an app) or 'elements' (one screen); found \(root.kindName)")
            return nil
        }
        let isApp = pairs.contains { if case .scalar(let key) = $0.key.value { key.text == "screens" } else { false } }
        var document = DecodedDocument(root: root)
        guard
            let fields = reader.fields(
                of: root, isApp ? FileKeys.app : FileKeys.singleScreen, what: isApp ? "the app" : "the screen")
        else { return nil }
        document.developmentLanguage = fields[.developmentLanguage].flatMap {
            reader.string($0, what: "developmentLanguage")
        }
        if let strings = fields[.strings] {
            (document.strings, document.stringLocations) = InlineStringsDecoder(reader: reader).decode(strings)
        }
        if isApp {
            document.name = fields[.name].flatMap { reader.string($0, what: "the app's name") }
            document.initialScreen = fields[.initialScreen].flatMap { reader.string($0, what: "initialScreen") }
            if let variables = fields[.variables] { document.variables = decodeVariables(variables) }
            document.actions = decodeActions(fields)
            if let screens = fields[.screens], let items = reader.items(of: screens, what: "screens") {
                document.screens = items.compactMap(decodeScreenItem)
            }
        } else if let (screen, place) = decodeScreen(fields, node: root) {
            document.screens = [.screen(screen, root, place)]
        }
        return document
    }

    private func decodeScreenItem(_ node: SourceNode) -> DecodedDocument.ScreenItem? {
        if case .mapping(let pairs) = node.value, pairs.count == 1, case .scalar(let key) = pairs[0].key.value,
            key.text == "include"
        {
            return reader.string(pairs[0].value, what: "the included file's path").map {
                .include(path: $0, node: pairs[0].value)
            }
        }
        guard let fields = reader.fields(of: node, FileKeys.screen, what: "a screen") else { return nil }
        guard fields[.name] != nil else {
            reader.error(node, "a screen in 'screens' needs a name (name: home)")
            return nil
        }
        return decodeScreen(fields, node: node).map { .screen($0, node, $1) }
    }

    // MARK: Screens

    /// The screen, and where its elements are written.
    private func decodeScreen(_ fields: Fields, node: SourceNode) -> (Screen, ElementLocations.Place)? {
        var screen = Screen(name: defaultScreenName)
        var place = ElementLocations.Place(node)
        var inlinePlaces: [ElementLocations.Place] = []
        if let name = fields[.name] {
            screen.name = reader.string(name, what: "the screen's name") ?? defaultScreenName
        }
        screen.title = fields[.title].flatMap { reader.template($0, what: "title") }
        if let device = fields[.device] { screen.device = reader.choice(device, Device.self, what: "device") ?? .phone }
        if let size = fields[.size] { screen.size = decodeSize(size) }
        if let direction = fields[.layoutDirection] {
            screen.layoutDirection =
                reader.choice(direction, LayoutDirection.self, what: "layoutDirection") ?? .leftToRight
        }
        screen.accessibilityLanguage = fields[.accessibilityLanguage].flatMap {
            reader.string($0, what: "accessibilityLanguage")
        }
        if let variables = fields[.variables] { screen.variables = decodeVariables(variables) }
        screen.screenshot = fields[.screenshot].flatMap { reader.string($0, what: "screenshot") }
        screen.actions = decodeActions(fields)
        if let elements = fields[.elements], let items = reader.items(of: elements, what: "elements") {
            screen.elements = decodeElements(items, depth: 1, places: &place.children)
        }
        if let order = fields[.accessibilityElements] {
            screen.accessibilityElements = decodeOrder(order, depth: 1, places: &inlinePlaces)
        }
        place.children += inlinePlaces
        if fields[.elements] == nil, fields[.accessibilityElements] == nil {
            reader.error(
                node, "the screen '\(screen.name.quotedForMessage())' has no 'elements'; list its views under elements:"
            )
        }
        return (screen, place)
    }

    private func decodeSize(_ node: SourceNode) -> AccessibilitySize? {
        decodeNumbers(node, FileKeys.size, what: "size", nonNegativeFrom: 0) {
            AccessibilitySize(width: $0[0], height: $0[1])
        }
    }

    /// A list of numbers or a mapping with the table's names, e.g. `[x, y, w, h]` or
    /// `{x:, y:, width:, height:}`, given to `make` in the table's order; the numbers from
    /// `nonNegativeFrom` on (sizes) cannot be negative; none may be beyond
    /// ``AccessibilityFrame/maximumCoordinate``. The numbers are kept on the stack.
    private func decodeNumbers<Value>(
        _ node: SourceNode, _ table: FileKeys.Table, what: String, nonNegativeFrom: Int = .max,
        _ make: (UnsafeBufferPointer<Double>) -> Value
    ) -> Value? {
        let names = table.keys
        var values: [SourceNode]
        switch node.value {
        case .sequence(let items):
            guard items.count == names.count else {
                reader.error(
                    node,
                    "\(what) needs \(names.count) numbers [\(table.allNames.joined(separator: ", "))], found \(items.count)"
                )
                return nil
            }
            values = items
        case .mapping:
            guard let fields = reader.fields(of: node, table, what: what) else { return nil }
            values = []
            for name in names {
                guard let value = fields[name.canonical] else {
                    reader.error(node, "\(what) is missing '\(name.canonical.rawValue)'")
                    return nil
                }
                values.append(value)
            }
        case .scalar:
            reader.error(
                node,
                "expected \(what) as [\(table.allNames.joined(separator: ", "))] or {\(table.allNames.map { "\($0):" }.joined(separator: " "))}, found \(node.kindName)"
            )
            return nil
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: values.count) { numbers in
            var failed = false
            for index in values.indices {
                let number =
                    index >= nonNegativeFrom
                    ? reader.nonNegative(values[index], what: "the \(names[index].canonical.rawValue) of \(what)")
                    : reader.number(values[index], what: "the \(names[index].canonical.rawValue) of \(what)")
                if let number { numbers.initializeElement(at: index, to: number) } else { failed = true }
            }
            return failed ? nil : make(UnsafeBufferPointer(numbers))
        }
    }

    // MARK: Elements

    /// Reads an element into `element`, a new one, and where its children are written into
    /// `place`; false, after saying why, when it cannot be read. The element is filled where it
    /// is stored: a returned `Element` would be copied on the way.
    private func decodeElement(
        _ node: SourceNode, depth: Int, into element: inout Element, place: inout ElementLocations.Place
    ) -> Bool {
        guard depth <= Element.maximumNestingDepth else {
            reader.error(node, "elements nest deeper than \(Element.maximumNestingDepth) levels; flatten the hierarchy")
            return false
        }
        // The keys of actions and of a data table cell, rare, are decoded together after the others.
        var rareFields = Fields()
        var inlinePlaces: [ElementLocations.Place] = []
        var hasActions = false
        var isCell = false
        let isMapping = reader.forEachField(of: node, FileKeys.element, what: "an element") { key, value in
            switch key {
            case .accessibilityIdentifier: element.accessibilityIdentifier = reader.string(value, what: key.rawValue)
            case .isAccessibilityElement: element.isAccessibilityElement = reader.condition(value, what: key.rawValue)
            case .accessibilityLabel: element.accessibilityLabel = reader.template(value, what: key.rawValue)
            case .accessibilityValue: element.accessibilityValue = reader.template(value, what: key.rawValue)
            case .accessibilityHint: element.accessibilityHint = reader.template(value, what: key.rawValue)
            case .accessibilityScrollStatus:
                element.accessibilityScrollStatus = reader.template(value, what: key.rawValue)
            case .accessibilityUserInputLabels: element.accessibilityUserInputLabels = decodeInputLabels(value)
            case .earshotVisibleText: element.visibleText = reader.template(value, what: "earshotVisibleText")
            case .earshotPlaceholder: element.placeholder = reader.template(value, what: "earshotPlaceholder")
            case .accessibilityFrame:
                element.accessibilityFrame = decodeNumbers(
                    value, FileKeys.frame, what: "accessibilityFrame", nonNegativeFrom: 2
                ) {
                    AccessibilityFrame(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
                }
            case .accessibilityActivationPoint:
                element.accessibilityActivationPoint = decodeNumbers(value, FileKeys.point, what: key.rawValue) {
                    AccessibilityPoint(x: $0[0], y: $0[1])
                }
            case .accessibilityLanguage: element.accessibilityLanguage = reader.string(value, what: key.rawValue)
            case .accessibilityTraits: decodeTraits(value, into: &element)
            case .accessibilityElementsHidden:
                element.accessibilityElementsHidden = reader.condition(value, what: key.rawValue)
            case .accessibilityViewIsModal:
                element.accessibilityViewIsModal = reader.condition(value, what: key.rawValue)
            case .shouldGroupAccessibilityChildren:
                element.shouldGroupAccessibilityChildren = reader.condition(value, what: key.rawValue)
            case .accessibilityContainerType:
                element.accessibilityContainerType = reader.choice(
                    value, AccessibilityContainerType.self, what: key.rawValue)
            case .accessibilityRowCount: element.accessibilityRowCount = count(value, what: key.rawValue)
            case .accessibilityColumnCount: element.accessibilityColumnCount = count(value, what: key.rawValue)
            case .accessibilityCustomActions: element.accessibilityCustomActions = decodeCustomActions(value)
            case .subviews:
                element.subviews =
                    reader.items(of: value, what: "subviews").map {
                        decodeElements($0, depth: depth + 1, places: &place.children)
                    } ?? []
            case .accessibilityElements:
                element.accessibilityElements = decodeOrder(value, depth: depth + 1, places: &inlinePlaces)
            case .earshotIgnore: element.auditSuppressions = decodeSuppressions(value)
            case .earshotVisible: element.isVisible = reader.bool(value, what: key.rawValue) ?? true
            case .accessibilityActivate, .accessibilityIncrement, .accessibilityDecrement, .accessibilityPerformEscape,
                .accessibilityPerformMagicTap, .accessibilityScroll:
                hasActions = true
                rareFields.entries.append((key, value))
            case .accessibilityRowRange, .accessibilityColumnRange, .accessibilityRowHeaderElements,
                .accessibilityColumnHeaderElements:
                isCell = true
                rareFields.entries.append((key, value))
            default: break  // not in the element table
            }
        }
        guard isMapping else { return false }
        place.children += inlinePlaces
        // Most elements have neither; their defaults are what decoding no keys gives.
        if hasActions { element.actions = decodeActions(rareFields) }
        if isCell { element.dataTableCell = decodeCell(rareFields, node: node) }
        return true
    }

    /// `accessibilityUserInputLabels: [Send, Paper plane]`: a list of templates, or one written
    /// alone; those that do not parse are left out, each reported.
    private func decodeInputLabels(_ node: SourceNode) -> [Template] {
        let items: [SourceNode]
        if case .scalar = node.value {
            items = [node]
        } else {
            items = reader.items(of: node, what: FileKey.accessibilityUserInputLabels.rawValue) ?? []
        }
        return items.enumerated().compactMap { index, item in
            reader.template(item, what: "input label \(index + 1) of accessibilityUserInputLabels")
        }
    }

    /// `earshotIgnore: {rule-id: reason}`: a suppression without a reason is an error, so every
    /// silenced finding says why.
    private func decodeSuppressions(_ node: SourceNode) -> [String: String] {
        var suppressions: [String: String] = [:]
        for (rule, _, reason) in reader.namedEntries(of: node, what: "earshotIgnore (rule id: reason)") ?? [] {
            guard let text = reader.string(reason, what: "the reason for ignoring \(rule)"), !text.isEmpty else {
                reader.error(reason, "say why \(rule) is ignored here: earshotIgnore: {\(rule): reason}")
                continue
            }
            suppressions[rule] = text
        }
        return suppressions
    }

    /// A new element: a copy of one made once, cheaper than making each (a file may have
    /// 100,000).
    private static func newElement() -> Element { blank }

    private static let blank = Element()

    /// The elements of a list, in order, their places added to `places`; those with errors are
    /// left out of both.
    private func decodeElements(_ items: [SourceNode], depth: Int, places: inout [ElementLocations.Place]) -> [Element]
    {
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        places.reserveCapacity(places.count + items.count)
        for item in items {
            elements.append(Self.newElement())
            places.append(ElementLocations.Place(item))
            if !decodeElement(item, depth: depth, into: &elements[elements.count - 1], place: &places[places.count - 1])
            {
                elements.removeLast()
                places.removeLast()
            }
        }
        return elements
    }

    private func count(_ node: SourceNode, what: String) -> Int? {
        guard let value = reader.integer(node, what: what) else { return nil }
        guard value >= 0 else {
            reader.error(node, "\(what) cannot be negative")
            return nil
        }
        return value
    }

    private func decodeTraits(_ node: SourceNode, into element: inout Element) {
        let items: [SourceNode]
        if case .scalar = node.value {
            items = [node]
        } else {
            items = reader.items(of: node, what: "accessibilityTraits") ?? []
        }
        for item in items {
            switch item.value {
            case .scalar:
                if let trait = trait(item) { element.accessibilityTraits.insert(trait) }
            case .mapping:
                for (name, key, value) in reader.namedEntries(of: item, what: "a conditional trait") ?? [] {
                    guard let trait = trait(key, name: name),
                        let condition = reader.condition(
                            value, what: "the condition of trait '\(name.quotedForMessage())'")
                    else { continue }
                    element.conditionalTraits.append(ConditionalTrait(trait, when: condition))
                }
            case .sequence:
                reader.error(
                    item, "a trait is a name (button) or a name with a condition ({selected: shift}), not a list")
            }
        }
    }

    private func trait(_ node: SourceNode, name: String? = nil) -> AccessibilityTraits? {
        guard let name = name ?? reader.string(node, what: "a trait") else { return nil }
        if let trait = AccessibilityTraits(name: name) { return trait }
        let names = AccessibilityTraits.named.map(\.name)
        let hint = names.nearest(to: name).map { "did you mean '\($0)'? " } ?? ""
        reader.error(
            node, "unknown trait '\(name.quotedForMessage())'; \(hint)traits are: \(names.joined(separator: ", "))")
        return nil
    }

    /// `accessibilityElements`: identifiers and elements written in place, the places of the
    /// latter added to `places`.
    private func decodeOrder(
        _ node: SourceNode, depth: Int, places: inout [ElementLocations.Place]
    )
        -> [AccessibilityElementsItem]?
    {
        guard let items = reader.items(of: node, what: "accessibilityElements") else { return nil }
        return items.compactMap { item in
            if case .scalar = item.value {
                return reader.string(item, what: "an accessibilityIdentifier").map { .reference($0) }
            }
            var element = Self.newElement()
            var place = ElementLocations.Place(item)
            guard decodeElement(item, depth: depth, into: &element, place: &place) else { return nil }
            places.append(place)
            return .element(element)
        }
    }

    private func decodeCell(_ fields: Fields, node: SourceNode) -> DataTableCell? {
        let rowRange = fields[.accessibilityRowRange]
        let columnRange = fields[.accessibilityColumnRange]
        guard
            rowRange != nil || columnRange != nil || fields[.accessibilityRowHeaderElements] != nil
                || fields[.accessibilityColumnHeaderElements] != nil
        else { return nil }
        let headers = [FileKey.accessibilityRowHeaderElements, .accessibilityColumnHeaderElements].map { key in
            fields[key].flatMap {
                reader.items(of: $0, what: key.rawValue)?.compactMap {
                    reader.string($0, what: "an accessibilityIdentifier")
                }
            } ?? []
        }
        guard let rowRange, let columnRange else {
            reader.error(
                node,
                "a data table cell needs both accessibilityRowRange and accessibilityColumnRange ([location, length])")
            return nil
        }
        guard let rows = decodeRange(rowRange, what: "accessibilityRowRange"),
            let columns = decodeRange(columnRange, what: "accessibilityColumnRange")
        else { return nil }
        return DataTableCell(rowRange: rows, columnRange: columns, rowHeaders: headers[0], columnHeaders: headers[1])
    }

    private func decodeRange(_ node: SourceNode, what: String) -> Range<Int>? {
        let parts: [SourceNode]
        switch node.value {
        case .sequence(let items) where items.count == 2: parts = items
        case .mapping:
            guard let fields = reader.fields(of: node, FileKeys.range, what: what),
                let location = fields[.location], let length = fields[.length]
            else {
                reader.error(node, "\(what) needs location and length")
                return nil
            }
            parts = [location, length]
        default:
            reader.error(node, "expected \(what) as [location, length] or {location:, length:}, found \(node.kindName)")
            return nil
        }
        guard let location = count(parts[0], what: "the location of \(what)"),
            let length = count(parts[1], what: "the length of \(what)")
        else { return nil }
        guard length > 0 else {
            reader.error(parts[1], "the length of \(what) must be at least 1")
            return nil
        }
        guard location <= Int.max - length else {
            reader.error(parts[0], "\(what) is too large")
            return nil
        }
        return location..<(location + length)
    }

    private func decodeCustomActions(_ node: SourceNode) -> [CustomAction] {
        (reader.items(of: node, what: "accessibilityCustomActions") ?? []).compactMap { item in
            guard let fields = reader.fields(of: item, FileKeys.customAction, what: "a custom action") else {
                return nil
            }
            guard let nameNode = fields[.name] else {
                reader.error(item, "a custom action needs a name (name: Delete)")
                return nil
            }
            guard let name = reader.template(nameNode, what: "the custom action's name") else { return nil }
            let effects = fields[.perform].flatMap { EffectDecoder(reader: reader).decodeList($0) } ?? []
            return CustomAction(name: name, effects: effects)
        }
    }

    // MARK: Actions

    private func decodeActions(_ fields: Fields) -> ActionHandlers {
        let effects = EffectDecoder(reader: reader)
        var actions = ActionHandlers()
        actions.activate = fields[.accessibilityActivate].flatMap(effects.decodeList)
        actions.increment = fields[.accessibilityIncrement].flatMap(effects.decodeList)
        actions.decrement = fields[.accessibilityDecrement].flatMap(effects.decodeList)
        actions.escape = fields[.accessibilityPerformEscape].flatMap(effects.decodeList)
        actions.magicTap = fields[.accessibilityPerformMagicTap].flatMap(effects.decodeList)
        if let scroll = fields[.accessibilityScroll] {
            for (_, key, value) in reader.namedEntries(of: scroll, what: FileKey.accessibilityScroll.rawValue) ?? [] {
                guard let direction = reader.choice(key, ScrollDirection.self, what: "scroll direction") else {
                    continue
                }
                actions.scroll[direction] = effects.decodeList(value)
            }
        }
        return actions
    }

    // MARK: Variables

    private func decodeVariables(_ node: SourceNode) -> [Variable] {
        (reader.namedEntries(of: node, what: "variables") ?? []).compactMap { name, key, value in
            VariableDecoder(reader: reader).decode(name: name, key: key, value: value)
        }
    }
}
