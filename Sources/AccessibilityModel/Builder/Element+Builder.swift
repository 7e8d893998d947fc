/// A small fluent API over ``Element`` for describing screens in code: start from a labelled
/// element or a container, then chain modifiers. Each modifier returns a changed copy.
extension Element {
    /// An element with a label (any template) and traits.
    public init(_ label: Template, traits: AccessibilityTraits = [], identifier: String? = nil) {
        self.init(accessibilityIdentifier: identifier, accessibilityLabel: label, accessibilityTraits: traits)
    }

    /// A view holding other views; it is not an element itself unless `.accessible()` says so.
    public static func container(
        _ type: AccessibilityContainerType? = nil, identifier: String? = nil,
        @ElementBuilder _ subviews: () -> [Element]
    ) -> Element {
        Element(accessibilityIdentifier: identifier, accessibilityContainerType: type, subviews: subviews())
    }

    public func identifier(_ identifier: String) -> Element { with { $0.accessibilityIdentifier = identifier } }
    public func value(_ value: Template) -> Element { with { $0.accessibilityValue = value } }
    public func hint(_ hint: Template) -> Element { with { $0.accessibilityHint = hint } }
    /// accessibilityUserInputLabels: the names Voice Control offers for the element, most
    /// important first (SwiftUI's `accessibilityInputLabels(_:)`); with none, the label is its name.
    public func inputLabels(_ labels: Template...) -> Element { with { $0.accessibilityUserInputLabels = labels } }
    /// The text the element shows on the screen (``visibleText``), which its name must hold.
    package func showing(_ text: Template) -> Element { with { $0.visibleText = text } }
    /// The text a text field shows while empty (``placeholder``).
    package func placeholder(_ text: Template) -> Element { with { $0.placeholder = text } }
    public func language(_ language: String) -> Element { with { $0.accessibilityLanguage = language } }
    public func scrollStatus(_ status: Template) -> Element { with { $0.accessibilityScrollStatus = status } }

    /// accessibilityFrame, in points from the screen's top left corner.
    public func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
        with { $0.accessibilityFrame = AccessibilityFrame(x: x, y: y, width: width, height: height) }
    }

    /// accessibilityActivationPoint, in screen coordinates.
    public func activationPoint(_ x: Double, _ y: Double) -> Element {
        with { $0.accessibilityActivationPoint = AccessibilityPoint(x: x, y: y) }
    }

    /// Adds traits.
    public func traits(_ traits: AccessibilityTraits) -> Element { with { $0.accessibilityTraits.formUnion(traits) } }

    /// Adds a trait that applies while a condition holds.
    public func trait(_ trait: AccessibilityTraits, when condition: Condition) -> Element {
        with { $0.conditionalTraits.append(ConditionalTrait(trait, when: condition)) }
    }

    /// isAccessibilityElement.
    public func accessible(_ condition: Condition = true) -> Element { with { $0.isAccessibilityElement = condition } }
    /// accessibilityElementsHidden.
    public func hidden(_ condition: Condition = true) -> Element { with { $0.accessibilityElementsHidden = condition } }
    /// Read but not seen where its frame is (``isVisible``), as a capture's `visible="false"`.
    package func notVisible() -> Element { with { $0.isVisible = false } }
    /// accessibilityViewIsModal.
    public func modal(_ condition: Condition = true) -> Element { with { $0.accessibilityViewIsModal = condition } }
    /// shouldGroupAccessibilityChildren.
    public func groupsChildren(_ condition: Condition = true) -> Element {
        with { $0.shouldGroupAccessibilityChildren = condition }
    }

    /// What the element does for each of VoiceOver's actions (accessibilityActivate, …).
    public func onActivate(_ effects: Effect...) -> Element { with { $0.actions.activate = effects } }
    public func onIncrement(_ effects: Effect...) -> Element { with { $0.actions.increment = effects } }
    public func onDecrement(_ effects: Effect...) -> Element { with { $0.actions.decrement = effects } }
    public func onEscape(_ effects: Effect...) -> Element { with { $0.actions.escape = effects } }
    public func onMagicTap(_ effects: Effect...) -> Element { with { $0.actions.magicTap = effects } }
    public func onScroll(_ direction: ScrollDirection, _ effects: Effect...) -> Element {
        with { $0.actions.scroll[direction] = effects }
    }

    /// Adds an entry to accessibilityCustomActions.
    public func customAction(_ name: Template, _ effects: Effect...) -> Element {
        with { $0.accessibilityCustomActions.append(CustomAction(name: name, effects: effects)) }
    }

    /// Makes this a data table cell.
    public func cell(row: Int, column: Int, rowHeaders: [String] = [], columnHeaders: [String] = []) -> Element {
        with {
            $0.dataTableCell = DataTableCell(
                row: row, column: column, rowHeaders: rowHeaders, columnHeaders: columnHeaders)
        }
    }

    /// Elements that exist only as this container's accessibility elements, read in this order.
    public func accessibilityElements(@ElementBuilder _ elements: () -> [Element]) -> Element {
        with { $0.accessibilityElements = ($0.accessibilityElements ?? []) + elements().map { .element($0) } }
    }

    /// An explicit reading order of descendants, by identifier.
    public func order(_ identifiers: String...) -> Element {
        with { $0.accessibilityElements = identifiers.map { .reference($0) } }
    }
}
