import Reporting

extension App {
    /// Checks every reference and value: screens, variables, identifiers, `accessibilityElements`
    /// orders (no cycles), focus targets, string keys (an error when missing in the development
    /// language, a warning in another), templates' variables and variable values. Without
    /// `checkingStringKeys`, string keys are not checked: for an app whose strings tables did
    /// not all read, each key of the unread part would repeat that table's one error.
    package func validate(checkingStringKeys: Bool = true) -> [ModelIssue] {
        var validator = ModelValidator(app: self, checkingStringKeys: checkingStringKeys)
        validator.run()
        return validator.issues
    }
}

private struct ModelValidator {
    let app: App
    let checkingStringKeys: Bool
    var issues: [ModelIssue] = []
    /// Every id (identifier or generated path) per screen, computed when first needed.
    var idsByScreen: [String: Set<String>] = [:]

    init(app: App, checkingStringKeys: Bool) {
        self.app = app
        self.checkingStringKeys = checkingStringKeys
    }

    mutating func run() {
        let appLocation = ModelLocation()
        if app.screens.isEmpty {
            error(appLocation.appending(.key("screens")), "the app has no screens; add at least one screen")
        }
        var seenScreens: [String: Int] = [:]
        for (index, screen) in app.screens.enumerated() {
            let location = ModelLocation(screen: screen.name)
            if let first = seenScreens[screen.name] {
                error(
                    location.appending(.key("name")),
                    "two screens are named '\(screen.name.quotedForMessage())'; screen names must be unique",
                    related: ModelLocation(screen: app.screens[first].name))
            }
            seenScreens[screen.name] = seenScreens[screen.name] ?? index
        }
        if let initial = app.initialScreen, app.screen(named: initial) == nil {
            error(
                appLocation.appending(.key("initialScreen")),
                "there is no screen named '\(initial.quotedForMessage())'"
                    + suggestion(initial, app.screens.map(\.name)))
        }
        check(variables: app.variables, at: appLocation)
        let appScope = Scope(variables: app.variables.map(\.name), screen: nil)
        checkActions(app.actions, at: appLocation, scope: appScope)
        for screen in app.screens { check(screen) }
    }

    // MARK: Screens and elements

    struct Scope {
        var variables: [String]
        var screen: Screen?
    }

    mutating func check(_ screen: Screen) {
        let location = ModelLocation(screen: screen.name)
        check(variables: screen.variables, at: location)
        let scope = Scope(variables: screen.variables.map(\.name) + app.variables.map(\.name), screen: screen)
        if let title = screen.title { check(title, at: location.appending(.key("title")), scope: scope) }
        checkActions(screen.actions, at: location, scope: scope)

        // Identifiers: unique per screen. Elements are known by their pre-order index.
        let outline = ElementOutline(screen.rootElement)
        var firstByIdentifier: [String: Int] = [:]
        firstByIdentifier.reserveCapacity(outline.identified.count)
        for (identifier, index) in outline.identified {
            if let first = firstByIdentifier[identifier] {
                error(
                    ModelLocation(
                        screen: screen.name, elementPath: outline.path(of: index),
                        attribute: [.key("accessibilityIdentifier")]),
                    "accessibilityIdentifier '\(identifier.quotedForMessage())' is already used on this screen; identifiers must be unique",
                    related: ModelLocation(
                        screen: screen.name, elementPath: outline.path(of: first),
                        attribute: [.key("accessibilityIdentifier")]))
            } else {
                firstByIdentifier[identifier] = index
            }
        }
        let elements = ScreenElements(outline: outline, identifiers: firstByIdentifier)
        checkOrder(screen.accessibilityElements, owner: 0, elements: elements, at: location)
        var index = 0
        checkDescendants(of: screen.rootElement, index: &index, scope: scope, elements: elements)
    }

    /// Checks the element's descendants in pre-order; `index` is the element's and moves past them.
    mutating func checkDescendants(
        of element: borrowing Element, index: inout Int, scope: Scope, elements: ScreenElements
    ) {
        Element.forEachChild(of: element) { child, _ in
            index += 1
            check(child, at: index, scope: scope, elements: elements)
            checkDescendants(of: child, index: &index, scope: scope, elements: elements)
        }
    }

    /// A screen's elements by pre-order index, and the first element with each identifier.
    struct ScreenElements {
        var outline: ElementOutline
        var identifiers: [String: Int]
    }

    mutating func check(_ element: borrowing Element, at elementIndex: Int, scope: Scope, elements: ScreenElements) {
        // Most elements of a large screen are plain: constant text, no actions. Check only what can be wrong.
        func location(_ steps: ModelLocation.Step...) -> ModelLocation {
            ModelLocation(
                screen: scope.screen?.name, elementPath: elements.outline.path(of: elementIndex), attribute: steps)
        }
        func checkText(_ template: Template?, _ name: String) {
            if let template, template.constant == nil { check(template, at: location(.key(name)), scope: scope) }
        }
        func checkCondition(_ condition: Condition?, _ name: String) {
            if let expression = condition?.expression { check(expression, at: location(.key(name)), scope: scope) }
        }
        checkText(element.accessibilityLabel, "accessibilityLabel")
        checkText(element.accessibilityValue, "accessibilityValue")
        checkText(element.accessibilityHint, "accessibilityHint")
        checkText(element.accessibilityScrollStatus, "accessibilityScrollStatus")
        checkText(element.visibleText, "earshotVisibleText")
        checkText(element.placeholder, "earshotPlaceholder")
        for (index, label) in (element.accessibilityUserInputLabels ?? []).enumerated() where label.constant == nil {
            check(label, at: location(.key("accessibilityUserInputLabels"), .index(index)), scope: scope)
        }
        checkCondition(element.isAccessibilityElement, "isAccessibilityElement")
        checkCondition(element.accessibilityElementsHidden, "accessibilityElementsHidden")
        checkCondition(element.accessibilityViewIsModal, "accessibilityViewIsModal")
        for conditional in element.conditionalTraits {
            checkCondition(conditional.condition, "accessibilityTraits")
        }
        if let frame = element.accessibilityFrame {
            if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                error(location(.key("accessibilityFrame")), "the frame's numbers must be finite")
            } else if frame.width < 0 || frame.height < 0 {
                error(location(.key("accessibilityFrame")), "the frame's width and height cannot be negative")
            }
        }
        for (index, action) in element.accessibilityCustomActions.enumerated() {
            let actionLocation = location(.key("accessibilityCustomActions"), .index(index))
            check(action.name, at: actionLocation.appending(.key("name")), scope: scope)
            check(action.effects, at: actionLocation.appending(.key("perform")), scope: scope)
        }
        if !element.actions.isEmpty { checkActions(element.actions, at: location(), scope: scope) }
        if let cell = element.dataTableCell {
            for (name, references) in [
                ("accessibilityRowHeaderElements", cell.rowHeaders),
                ("accessibilityColumnHeaderElements", cell.columnHeaders),
            ] {
                for (index, reference) in references.enumerated() where elements.identifiers[reference] == nil {
                    error(
                        location(.key(name), .index(index)),
                        "there is no element with accessibilityIdentifier '\(reference.quotedForMessage())' on this screen"
                            + suggestion(reference, Array(elements.identifiers.keys)))
                }
            }
        }
        if element.accessibilityElements != nil {
            checkOrder(element.accessibilityElements, owner: elementIndex, elements: elements, at: location())
        }
    }

    /// An explicit order may list only elements inside its container, never the container or an ancestor.
    mutating func checkOrder(
        _ order: [AccessibilityElementsItem]?, owner: Int, elements: ScreenElements, at location: ModelLocation
    ) {
        guard let order else { return }
        var listed: Set<String> = []
        for (index, item) in order.enumerated() {
            guard case .reference(let reference) = item else { continue }
            let itemLocation = location.appending(.key("accessibilityElements"), .index(index))
            guard let target = elements.identifiers[reference] else {
                error(
                    itemLocation,
                    "there is no element with accessibilityIdentifier '\(reference.quotedForMessage())' on this screen"
                        + suggestion(reference, Array(elements.identifiers.keys)))
                continue
            }
            if !listed.insert(reference).inserted {
                error(
                    itemLocation,
                    "'\(reference.quotedForMessage())' is listed twice in accessibilityElements; list each element once"
                )
            } else if elements.outline.isWithin(owner, target) {
                let what = target == owner ? "itself" : "its ancestor '\(reference.quotedForMessage())'"
                error(
                    itemLocation,
                    "cycle: accessibilityElements lists \(what); list only elements inside this container")
            } else if !elements.outline.isWithin(target, owner) {
                error(
                    itemLocation,
                    "'\(reference.quotedForMessage())' is not inside this container; accessibilityElements may list only its descendants"
                )
            }
        }
    }

    // MARK: Variables

    mutating func check(variables: [Variable], at location: ModelLocation) {
        var seen: Set<String> = []
        for (index, variable) in variables.enumerated() {
            let here = location.appending(.key("variables"), .index(index))
            if !seen.insert(variable.name).inserted {
                error(here, "variable '\(variable.name.quotedForMessage())' is declared twice; rename one")
            }
            if case .int(let low, let high, let step) = variable.kind {
                if let low, let high, low > high { error(here, "min \(low) is above max \(high)") }
                if step <= 0 { error(here, "step must be a positive number, not \(step)") }
            }
            if case .choice(let options) = variable.kind, options.isEmpty {
                error(here, "a choice variable needs at least one option")
            }
            if let problem = variable.problem(with: variable.initial) {
                error(here, "the initial value does not fit: \(problem)")
            }
        }
    }

    // MARK: Actions and effects

    mutating func checkActions(_ actions: ActionHandlers, at location: ModelLocation, scope: Scope) {
        for (path, effects) in actions.effectLists {
            check(
                effects,
                at: ModelLocation(
                    screen: location.screen, elementPath: location.elementPath, attribute: location.attribute + path),
                scope: scope)
        }
    }

    mutating func check(_ effects: [Effect], at location: ModelLocation, scope: Scope) {
        // The screen a focus target belongs to: the one a preceding effect navigated to, if known.
        var target: String?? = .some(scope.screen?.name)
        for (index, effect) in effects.enumerated() {
            let here = location.appending(.index(index))
            switch effect {
            case .set(let name, let value):
                check(value, at: here, scope: scope)
                if let variable = variable(name, at: here, scope: scope), let constant = value.constant,
                    variable.coerce(.string(constant)) == nil
                {
                    error(
                        here,
                        "'\(constant.quotedForMessage())' does not fit \(variable.kind.name) variable '\(name.quotedForMessage())'"
                    )
                }
            case .toggle(let name):
                if let variable = variable(name, at: here, scope: scope), variable.kind != .bool {
                    error(here, "toggle needs a bool variable; '\(name.quotedForMessage())' is \(variable.kind.name)")
                }
            case .increment(let name), .decrement(let name):
                if let variable = variable(name, at: here, scope: scope) {
                    switch variable.kind {
                    case .int, .choice: break
                    default:
                        error(
                            here,
                            "only int and choice variables step; '\(name.quotedForMessage())' is \(variable.kind.name)")
                    }
                }
            case .push(let name), .present(let name), .goTo(let name):
                if app.screen(named: name) == nil {
                    error(
                        here,
                        "there is no screen named '\(name.quotedForMessage())'"
                            + suggestion(name, app.screens.map(\.name)))
                }
                target = .some(name)
            case .dismiss, .back:
                target = .none
            case .post(let request):
                switch request {
                case .screenChanged(let focus), .layoutChanged(let focus):
                    if let focus { checkFocus(focus, on: target, at: here) }
                case .announcement(let text), .pageScrolled(let text):
                    check(text, at: here, scope: scope)
                }
            }
        }
    }

    mutating func checkFocus(_ id: String, on screen: String??, at location: ModelLocation) {
        let candidates: [Screen]
        switch screen {
        case .some(.some(let name)): candidates = app.screen(named: name).map { [$0] } ?? []
        case .some(.none): return
        case .none: candidates = app.screens
        }
        var known: Set<String> = []
        for candidate in candidates { known.formUnion(ids(of: candidate)) }
        if !candidates.isEmpty, !known.contains(id) {
            let place = candidates.count == 1 ? "on screen '\(candidates[0].name.quotedForMessage())'" : "on any screen"
            error(
                location,
                "there is no element '\(id.quotedForMessage())' \(place) to focus" + suggestion(id, Array(known)))
        }
    }

    mutating func ids(of screen: Screen) -> Set<String> {
        if let cached = idsByScreen[screen.name] { return cached }
        var ids: Set<String> = []
        func collect(_ element: Element, id: String) {
            ids.insert(id)
            for (index, child) in element.children.enumerated() {
                collect(child, id: child.accessibilityIdentifier ?? "\(id)/\(index)")
            }
        }
        collect(screen.rootElement, id: screen.name)
        idsByScreen[screen.name] = ids
        return ids
    }

    mutating func variable(_ name: String, at location: ModelLocation, scope: Scope) -> Variable? {
        if let found = scope.screen?.variables.first(where: { $0.name == name })
            ?? app.variables.first(where: { $0.name == name })
        {
            return found
        }
        error(
            location,
            "there is no variable '\(name.quotedForMessage())'" + suggestion(name, scope.variables)
                + "; declare it under variables")
        return nil
    }

    // MARK: Templates

    mutating func check(_ template: Template, at location: ModelLocation, scope: Scope) {
        for expression in template.expressions { check(expression, at: location, scope: scope) }
    }

    mutating func check(_ expression: Expression, at location: ModelLocation, scope: Scope) {
        for name in expression.variables where !scope.variables.contains(name) {
            error(
                location,
                "there is no variable '\(name.quotedForMessage())'" + suggestion(name, scope.variables)
                    + "; declare it under variables")
        }
        for key in expression.localizationKeys { checkKey(key, at: location) }
    }

    mutating func checkKey(_ key: String, at location: ModelLocation) {
        guard checkingStringKeys else { return }
        let localizations = app.localizations
        let development = localizations.fallbackChain(for: localizations.developmentLanguage).first
        if development.flatMap({ localizations.tables[$0]?[key] }) == nil {
            let known = development.flatMap { localizations.tables[$0].map { Array($0.keys) } } ?? []
            error(
                location,
                "the string key '\(key.quotedForMessage())' is missing from the development language (\(localizations.developmentLanguage.quotedForMessage()))"
                    + suggestion(key, known))
        }
        for name in localizations.localizationNames where name != development && name != "Base" {
            if localizations.tables[name]?[key] == nil {
                issues.append(
                    ModelIssue(
                        .warning, at: location,
                        "the string key '\(key.quotedForMessage())' has no \(name.quotedForMessage()) translation; the fallback is used"
                    ))
            }
        }
    }

    // MARK: Reporting

    mutating func error(_ location: ModelLocation, _ message: String, related: ModelLocation? = nil) {
        issues.append(ModelIssue(.error, at: location, message, related: related))
    }

    func suggestion(_ name: String, _ candidates: [String]) -> String {
        candidates.nearest(to: name).map { "; did you mean '\($0.quotedForMessage())'?" } ?? ""
    }
}
