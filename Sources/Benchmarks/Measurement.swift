import Foundation

/// One figure a benchmark printed, with its budget when docs/benchmarks.md sets one.
package struct Measurement: Sendable {
    package var name: String
    package var value: Double
    package var unit: String
    /// The most `value` may be; nil when the figure is informative only.
    package var budget: Double?
    /// The least `value` may be (a precision, a recall); nil when there is no such floor.
    package var minimum: Double?

    package init(_ name: String, _ value: Double, _ unit: String, budget: Double? = nil, minimum: Double? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.budget = budget
        self.minimum = minimum
    }

    package var withinBudget: Bool { (budget.map { value <= $0 } ?? true) && (minimum.map { value >= $0 } ?? true) }

    /// "name  value unit  (budget ≤ b: ok)".
    package var line: String {
        let figure = String(format: value < 10 ? "%.3f" : "%.1f", value)
        var text = "\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(figure) \(unit)"
        if let budget {
            text += "   (budget ≤ \(String(format: "%g", budget)) \(unit): \(withinBudget ? "ok" : "OVER"))"
        } else if let minimum {
            text += "   (budget ≥ \(String(format: "%g", minimum)) \(unit): \(withinBudget ? "ok" : "UNDER"))"
        }
        return text
    }
}

/// Small statistics and timing helpers.
enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
