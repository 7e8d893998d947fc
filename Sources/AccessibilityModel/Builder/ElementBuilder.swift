/// Builds a list of elements (or screens) from a block of expressions, with `if`, `for` and
/// `switch` allowed:
///
/// ```swift
/// let keyboard = Screen("keyboard", variables: [.bool("shift")]) {
///     Element("{shift ? 'Q' : 'q'}", traits: .keyboardKey).frame(0, 600, 39, 42)
///     Element("Shift", traits: .keyboardKey)
///         .trait(.selected, when: "shift")
///         .onActivate(.toggle("shift"), .post(.layoutChanged(focus: nil)))
/// }
/// ```
@resultBuilder
public enum ListBuilder<Item> {
    public static func buildExpression(_ item: Item) -> [Item] { [item] }
    public static func buildExpression(_ items: [Item]) -> [Item] { items }
    public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
    public static func buildEither(first part: [Item]) -> [Item] { part }
    public static func buildEither(second part: [Item]) -> [Item] { part }
    public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
}

public typealias ElementBuilder = ListBuilder<Element>
public typealias ScreenBuilder = ListBuilder<Screen>
