import Localization
import Reporting

extension AppState {
    /// Performs a VoiceOver action on an element of the resolved visible screen, changing state,
    /// and returns the notifications to post.
    ///
    /// - `activate`, `increment`, `decrement` and custom actions go to the element itself.
    /// - `escape`, `magicTap` and `scroll` go to the element, then its ancestors, then the
    ///   screen, then the app; the first that handles the action runs it. An unhandled escape on a
    ///   pushed screen goes back, as a navigation controller does.
    /// - A navigation effect posts `screenChanged(focus: nil)` unless the action posts its own.
    /// - A handled scroll on an element with an `accessibilityScrollStatus` posts `pageScrolled`
    ///   with the status after the change, unless the action posts its own.
    ///
    /// - Parameters:
    ///   - id: the focused node's id, or nil for none (magic tap and escape still reach the
    ///     screen and the app).
    ///   - screen: the resolution of this state's visible screen.
    package mutating func perform(
        _ action: AccessibilityAction, on id: String?, in screen: ResolvedScreen, of app: App
    ) -> ActionOutcome {
        guard !stack.isEmpty else { return .notHandled }
        guard let (handler, effects) = handler(for: action, on: id.flatMap(screen.index(of:)), in: screen, of: app)
        else {
            return .notHandled
        }
        var run = EffectRun(state: self, app: app, strings: screen.strings, entry: stack.count - 1)
        run.run(effects)
        if case .scroll = action, !run.postedPageScrolled, let handler,
            let status = screen.behaviours[handler]?.scrollStatus
        {
            run.notifications.append(.pageScrolled(status.evaluate(in: run.context)))
        }
        let changed = run.state != self
        self = run.state
        return ActionOutcome(
            handled: true, notifications: run.notifications, stateChanged: changed, problems: run.problems)
    }

    /// The node that handles an action (nil for the app, or a default) and its effects.
    private func handler(
        for action: AccessibilityAction, on node: Int?, in screen: ResolvedScreen, of app: App
    ) -> (node: Int?, effects: [Effect])? {
        switch action {
        case .activate, .increment, .decrement:
            guard let node, let effects = screen.behaviours[node]?.actions.effects(for: action) else { return nil }
            return (node, effects)
        case .custom(let name):
            guard let node, let behaviour = screen.behaviours[node],
                let position = screen.nodes[node].customActions.firstIndex(of: name)
            else { return nil }
            return (node, behaviour.customActions[position].effects)
        case .escape, .magicTap, .scroll:
            var chain: [Int] = []
            if let node { chain = [node] + screen.ancestors(of: node) }
            if chain.last != 0 { chain.append(0) }  // the screen's root view holds the screen's actions
            for candidate in chain {
                if let effects = screen.behaviours[candidate]?.actions.effects(for: action) {
                    return (candidate, effects)
                }
            }
            if let effects = app.actions.effects(for: action) { return (nil, effects) }
            if action == .escape, stack.last?.presentation == .pushed { return (nil, [.back]) }
            return nil
        }
    }
}

/// Runs a list of effects against a copy of the state.
private struct EffectRun {
    var state: AppState
    let app: App
    let strings: LocaleStrings
    /// The stack entry the action started on; its variables stay in scope.
    let entry: Int
    /// That entry's values once it has left the stack (after `back` or `dismiss`).
    var departedValues: [String: StateValue]?
    var notifications: [AccessibilityNotification] = []
    var problems: [ActionProblem] = []
    var navigatedAt: Int?
    var postedScreenChanged = false
    var postedPageScrolled = false

    init(state: AppState, app: App, strings: LocaleStrings, entry: Int) {
        self.state = state
        self.app = app
        self.strings = strings
        self.entry = entry
    }

    var entryIsOnStack: Bool { departedValues == nil && state.stack.indices.contains(entry) }

    var context: EvaluationContext {
        let values = entryIsOnStack ? state.stack[entry].values : (departedValues ?? [:])
        return EvaluationContext(screenValues: values, appValues: state.appValues, strings: strings)
    }

    mutating func run(_ effects: [Effect]) {
        for effect in effects { apply(effect) }
        if let navigatedAt, !postedScreenChanged {
            notifications.insert(.screenChanged(focus: nil), at: navigatedAt)
        }
    }

    private mutating func apply(_ effect: Effect) {
        switch effect {
        case .set(let name, let template):
            let value = template.evaluateValue(in: context)
            var refusal: String?
            update(name) { variable, _ in
                let converted = variable.coerce(value)
                if converted == nil { refusal = variable.problem(with: value) }
                return converted
            }
            if let refusal { problems.append(ActionProblem(variable: name, reason: refusal)) }
        case .toggle(let name):
            update(name) { _, value in
                if case .bool(let flag) = value { .bool(!flag) } else { nil }
            }
        case .increment(let name):
            update(name) { variable, value in variable.stepped(value, by: 1) }
        case .decrement(let name):
            update(name) { variable, value in variable.stepped(value, by: -1) }
        case .push(let name):
            navigate { $0.appendScreen(name, .pushed) }
        case .present(let name):
            navigate { $0.appendScreen(name, .presented) }
        case .goTo(let name):
            navigate { run in
                guard let last = run.state.stack.last,
                    let replacement = AppState.entry(for: name, presentation: last.presentation, in: run.app)
                else { return }
                run.leave(from: run.state.stack.count - 1)
                run.state.stack.append(replacement)
            }
        case .dismiss:
            navigate { run in
                guard let modal = run.state.stack.lastIndex(where: { $0.presentation == .presented }) else { return }
                run.leave(from: modal)
            }
        case .back:
            navigate { run in
                guard run.state.stack.last?.presentation == .pushed else { return }
                run.leave(from: run.state.stack.count - 1)
            }
        case .post(let request):
            post(request)
        }
    }

    private mutating func update(_ name: String, _ change: (Variable, StateValue) -> StateValue?) {
        let scopeEntry = entryIsOnStack ? entry : -1
        guard let (variable, scope) = state.variable(named: name, entry: scopeEntry, in: app) else { return }
        let current: StateValue?
        switch scope {
        case .screen(let index): current = state.stack[index].values[name]
        case .app: current = state.appValues[name]
        }
        guard let current, let next = change(variable, current) else { return }
        state.store(next, for: name, scope: scope)
    }

    private mutating func appendScreen(_ name: String, _ presentation: AppState.Entry.Presentation) {
        if let next = AppState.entry(for: name, presentation: presentation, in: app) { state.stack.append(next) }
    }

    /// Removes the stack entries from `index` up, remembering the starting entry's values.
    private mutating func leave(from index: Int) {
        if entryIsOnStack, entry >= index { departedValues = state.stack[entry].values }
        state.stack.removeSubrange(index...)
    }

    private mutating func navigate(_ body: (inout EffectRun) -> Void) {
        let before = state.stack
        body(&self)
        if state.stack != before, navigatedAt == nil { navigatedAt = notifications.count }
    }

    private mutating func post(_ request: NotificationRequest) {
        switch request {
        case .screenChanged(let focus):
            postedScreenChanged = true
            notifications.append(.screenChanged(focus: focus))
        case .layoutChanged(let focus):
            notifications.append(.layoutChanged(focus: focus))
        case .announcement(let text):
            notifications.append(.announcement(text.evaluate(in: context)))
        case .pageScrolled(let status):
            postedPageScrolled = true
            notifications.append(.pageScrolled(status.evaluate(in: context)))
        }
    }
}
