import AccessibilityModel
import Localization

/// Turns an ``App`` into the screen file structure (always the app form with a `screens` list and
/// the strings inline), so that reading it back gives an equal app.
struct ModelEncoder {
    func encode(_ app: App) -> EncodedValue {
        var fields: [(String, EncodedValue)] = []
        if let name = app.name { fields.append(("name", .string(name))) }
        fields.append(("developmentLanguage", .string(app.localizations.developmentLanguage)))
        if let initial = app.initialScreen { fields.append(("initialScreen", .string(initial))) }
        if !app.variables.isEmpty { fields.append(("variables", encode(app.variables))) }
        fields += encode(app.actions)
        if !app.localizations.tables.isEmpty { fields.append(("strings", encode(app.localizations))) }
        fields.append(("screens", .list(app.screens.map(encode))))
        return .object(fields)
    }

    private func encode(_ screen: Screen) -> EncodedValue {
        var fields: [(String, EncodedValue)] = [("name", .string(screen.name))]
        if let title = screen.title { fields.append(("title", .string(title.source))) }
        fields.append(("device", .string(screen.device.rawValue)))
        if let size = screen.size { fields.append(("size", .list([.number(size.width), .number(size.height)]))) }
        fields.append(("layoutDirection", .string(screen.layoutDirection.rawValue)))
        if let language = screen.accessibilityLanguage { fields.append(("accessibilityLanguage", .string(language))) }
        if !screen.variables.isEmpty { fields.append(("variables", encode(screen.variables))) }
        fields += encode(screen.actions)
        fields.append(("elements", .list(screen.elements.map(encode))))
        if let order = screen.accessibilityElements { fields.append(("accessibilityElements", encode(order))) }
        return .object(fields)
    }

    private func encode(_ element: Element) -> EncodedValue {
        var fields: [(String, EncodedValue)] = []
        func add(_ key: String, _ value: EncodedValue?) {
            if let value { fields.append((key, value)) }
        }
        add("accessibilityIdentifier", element.accessibilityIdentifier.map { .string($0) })
        add("isAccessibilityElement", element.isAccessibilityElement.map(encode))
        add("accessibilityLabel", element.accessibilityLabel.map { .string($0.source) })
        add("accessibilityValue", element.accessibilityValue.map { .string($0.source) })
        add("accessibilityHint", element.accessibilityHint.map { .string($0.source) })
        add(
            "accessibilityUserInputLabels",
            element.accessibilityUserInputLabels.map { .list($0.map { .string($0.source) }) })
        if !element.accessibilityTraits.isEmpty || !element.conditionalTraits.isEmpty {
            let fixed = element.accessibilityTraits.names.map { EncodedValue.string($0) }
            let conditional = element.conditionalTraits.map { conditional in
                EncodedValue.object(conditional.trait.names.map { ($0, encode(conditional.condition)) })
            }
            add("accessibilityTraits", .list(fixed + conditional))
        }
        if let frame = element.accessibilityFrame {
            add(
                "accessibilityFrame",
                .list([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]))
        }
        if let point = element.accessibilityActivationPoint {
            add("accessibilityActivationPoint", .list([.number(point.x), .number(point.y)]))
        }
        add("accessibilityLanguage", element.accessibilityLanguage.map { .string($0) })
        add("accessibilityElementsHidden", element.accessibilityElementsHidden.map(encode))
        add("accessibilityViewIsModal", element.accessibilityViewIsModal.map(encode))
        add("shouldGroupAccessibilityChildren", element.shouldGroupAccessibilityChildren.map(encode))
        add("accessibilityContainerType", element.accessibilityContainerType.map { .string($0.rawValue) })
        add("accessibilityRowCount", element.accessibilityRowCount.map { .integer($0) })
        add("accessibilityColumnCount", element.accessibilityColumnCount.map { .integer($0) })
        if let cell = element.dataTableCell {
            add("accessibilityRowRange", .list([.integer(cell.rowRange.lowerBound), .integer(cell.rowRange.count)]))
            add(
                "accessibilityColumnRange",
                .list([.integer(cell.columnRange.lowerBound), .integer(cell.columnRange.count)]))
            if !cell.rowHeaders.isEmpty {
                add("accessibilityRowHeaderElements", .list(cell.rowHeaders.map { .string($0) }))
            }
            if !cell.columnHeaders.isEmpty {
                add("accessibilityColumnHeaderElements", .list(cell.columnHeaders.map { .string($0) }))
            }
        }
        if !element.accessibilityCustomActions.isEmpty {
            add(
                "accessibilityCustomActions",
                .list(
                    element.accessibilityCustomActions.map { action in
                        .object([("name", .string(action.name.source)), ("perform", encode(action.effects))])
                    }))
        }
        add("accessibilityScrollStatus", element.accessibilityScrollStatus.map { .string($0.source) })
        fields += encode(element.actions)
        if !element.subviews.isEmpty { add("subviews", .list(element.subviews.map(encode))) }
        if let order = element.accessibilityElements { add("accessibilityElements", encode(order)) }
        if !element.auditSuppressions.isEmpty {
            add(
                "earshotIgnore",
                .object(element.auditSuppressions.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
        }
        if !element.isVisible { add("earshotVisible", .bool(false)) }
        add("earshotVisibleText", element.visibleText.map { .string($0.source) })
        add("earshotPlaceholder", element.placeholder.map { .string($0.source) })
        return .object(fields)
    }

    private func encode(_ order: [AccessibilityElementsItem]) -> EncodedValue {
        .list(
            order.map { item in
                switch item {
                case .element(let element): encode(element)
                case .reference(let identifier): .string(identifier)
                }
            })
    }

    private func encode(_ condition: Condition) -> EncodedValue {
        switch condition {
        case .constant(let value): .bool(value)
        case .expression(_, let source): .string(source)
        }
    }

    private func encode(_ variables: [Variable]) -> EncodedValue {
        .object(
            variables.map { variable in
                let value: EncodedValue
                switch (variable.kind, variable.initial) {
                case (.bool, .bool(let flag)):
                    value = .bool(flag)
                case (.int(nil, nil, 1), .int(let number)):
                    value = .integer(number)
                case (.int(let low, let high, let step), let initial):
                    var fields: [(String, EncodedValue)] = [("type", .string("int")), ("initial", encode(initial))]
                    if let low { fields.append(("min", .integer(low))) }
                    if let high { fields.append(("max", .integer(high))) }
                    fields.append(("step", .integer(step)))
                    value = .object(fields)
                case (.choice(let options), let initial):
                    value = .object([
                        ("type", .string("choice")), ("options", .list(options.map { .string($0) })),
                        ("initial", encode(initial)),
                    ])
                case (_, let initial):
                    value = .object([("type", .string(variable.kind.name)), ("initial", encode(initial))])
                }
                guard variable.changesOnItsOwn else { return (variable.name, value) }
                let fields: [(String, EncodedValue)]
                if case .object(let long) = value {
                    fields = long
                } else {
                    fields = [("type", .string(variable.kind.name)), ("initial", encode(variable.initial))]
                }
                return (variable.name, .object(fields + [("changesOnItsOwn", .bool(true))]))
            })
    }

    private func encode(_ value: StateValue) -> EncodedValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }

    private func encode(_ actions: ActionHandlers) -> [(String, EncodedValue)] {
        var fields: [(String, EncodedValue)] = []
        var scroll: [(String, EncodedValue)] = []
        for (path, effects) in actions.effectLists {
            guard case .key(let name) = path[0] else { continue }
            if path.count == 2, case .key(let direction) = path[1] {
                scroll.append((direction, encode(effects)))
            } else {
                fields.append((name, encode(effects)))
            }
        }
        if !scroll.isEmpty { fields.append((ActionHandlers.AttributeName.scroll, .object(scroll))) }
        return fields
    }

    private func encode(_ effects: [Effect]) -> EncodedValue {
        .list(
            effects.map { effect in
                switch effect {
                case .set(let name, let value): .object([("set", .object([(name, .string(value.source))]))])
                case .toggle(let name): .object([("toggle", .string(name))])
                case .increment(let name): .object([("increment", .string(name))])
                case .decrement(let name): .object([("decrement", .string(name))])
                case .push(let name): .object([("push", .string(name))])
                case .present(let name): .object([("present", .string(name))])
                case .goTo(let name): .object([("goTo", .string(name))])
                case .dismiss: .string("dismiss")
                case .back: .string("back")
                case .post(.screenChanged(let focus)):
                    focus.map { .object([("screenChanged", .string($0))]) } ?? .string("screenChanged")
                case .post(.layoutChanged(let focus)):
                    focus.map { .object([("layoutChanged", .string($0))]) } ?? .string("layoutChanged")
                case .post(.announcement(let text)): .object([("announcement", .string(text.source))])
                case .post(.pageScrolled(let status)): .object([("pageScrolled", .string(status.source))])
                }
            })
    }

    private func encode(_ localizations: Localizations) -> EncodedValue {
        .object(
            localizations.localizationNames.map { name in
                let entries = localizations.tables[name] ?? [:]
                return (name, .object(entries.keys.sorted().map { key in (key, encode(entries[key]!)) }))
            })
    }

    private func encode(_ entry: LocalizedString) -> EncodedValue {
        switch entry {
        case .text(let format):
            return .string(format.source)
        case .plural(let format, let variables):
            if format.source == "%#@value@", variables.count == 1, let forms = variables["value"] {
                return encode(forms)
            }
            return .object(
                [("format", .string(format.source))] + variables.keys.sorted().map { ($0, encode(variables[$0]!)) })
        }
    }

    private func encode(_ forms: PluralForms) -> EncodedValue {
        .object(forms.forms.keys.sorted().map { ($0.rawValue, .string(forms.forms[$0]!.source)) })
    }
}
