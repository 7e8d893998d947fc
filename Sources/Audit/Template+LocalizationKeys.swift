import AccessibilityModel

extension Template {
    /// Every localisation key the template looks up (`{@stocks.apple}`), in order.
    public var localizationKeys: [String] {
        parts.flatMap { part -> [String] in
            if case .expression(let expression) = part { expression.localizationKeys } else { [] }
        }
    }
}
