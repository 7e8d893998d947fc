/// A value whose builder modifiers return a changed copy (`element.frame(…)`, `screen.onEscape(…)`).
protocol Modifiable {}

extension Modifiable {
    /// A copy of the value with `change` applied.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Element: Modifiable {}
extension Screen: Modifiable {}
extension App: Modifiable {}
