/// A point in screen coordinates (points, origin top left).
public struct AccessibilityPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in points.
public struct AccessibilitySize: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// `accessibilityFrame`: an element's rectangle in screen coordinates, in points.
public struct AccessibilityFrame: Hashable, Sendable, Codable {
    /// The largest coordinate or size, in points, either way from the origin, that a screen file
    /// may give: room for content scrolled far off screen (100,000 rows of 44 points reach 4.4
    /// million), and small enough that every sum and product of coordinates, and their conversion
    /// to whole numbers for drawing, stays exact and in range.
    package static let maximumCoordinate = 10_000_000.0

    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = AccessibilityFrame(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var center: AccessibilityPoint { AccessibilityPoint(x: x + width / 2, y: y + height / 2) }

    /// Whether the point lies inside the frame (the right and bottom edges excluded).
    public func contains(_ point: AccessibilityPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The smallest frame holding both; an empty frame does not count.
    package func union(_ other: AccessibilityFrame) -> AccessibilityFrame {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return AccessibilityFrame(
            x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
