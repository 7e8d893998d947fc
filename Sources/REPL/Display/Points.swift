import AccessibilityModel
import Foundation

/// Points as the REPL prints and reads them: whole numbers without a decimal point.
enum Points {
    /// The largest distance from the origin, in points, that a command accepts (`touch`): the
    /// screen files' own limit, far beyond any screen.
    static let limit = AccessibilityFrame.maximumCoordinate

    /// "170", "16.5"; a number too large for a whole number (or not finite) in exponent form,
    /// "1e+20", so that no value can trap.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < largestWhole else { return String(format: "%g", value) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// "16,170 361×44"
    static func frame(_ frame: AccessibilityFrame) -> String {
        "\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))"
    }

    /// "393×852"
    static func size(_ size: AccessibilitySize) -> String {
        "\(number(size.width))×\(number(size.height))"
    }

    /// A coordinate typed in a command: a finite number within ±``limit``, or nil.
    static func coordinate(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return value
    }

    /// Numbers at least this large are printed in exponent form (every Double below it is a
    /// whole number or has a fraction that fits an Int).
    private static let largestWhole = 1e15
}
