extension ActionHandlers {
    /// The UIAccessibility names of the actions, as screen files spell them.
    package enum AttributeName {
        package static let activate = "accessibilityActivate"
        package static let increment = "accessibilityIncrement"
        package static let decrement = "accessibilityDecrement"
        package static let escape = "accessibilityPerformEscape"
        package static let magicTap = "accessibilityPerformMagicTap"
        package static let scroll = "accessibilityScroll"
    }

    /// Every effect list with where it is written (`accessibilityActivate`,
    /// `accessibilityScroll.left`), in a fixed order.
    package var effectLists: [(path: [ModelLocation.Step], effects: [Effect])] {
        var result: [([ModelLocation.Step], [Effect])] = []
        let single: [(String, [Effect]?)] = [
            (AttributeName.activate, activate), (AttributeName.increment, increment),
            (AttributeName.decrement, decrement), (AttributeName.escape, escape), (AttributeName.magicTap, magicTap),
        ]
        for (name, effects) in single {
            if let effects { result.append(([.key(name)], effects)) }
        }
        for direction in ScrollDirection.allCases {
            if let effects = scroll[direction] {
                result.append(([.key(AttributeName.scroll), .key(direction.rawValue)], effects))
            }
        }
        return result
    }
}
