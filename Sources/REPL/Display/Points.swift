import AccessibilityModel
import Foundation

/// Points as the REPL prints them: whole numbers without a decimal point.
enum Points {
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// "16,170 361×44"
    static func frame(_ frame: AccessibilityFrame) -> String {
        "\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))"
    }

    /// "393×852"
    static func size(_ size: AccessibilitySize) -> String {
        "\(number(size.width))×\(number(size.height))"
    }
}
