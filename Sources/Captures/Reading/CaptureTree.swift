import AppFiles

/// A capture read into a flat list: elements in document order (a parent before its children),
/// each knowing its parent, so nothing that walks it needs recursion however deep it is.
package struct CaptureTree: Sendable {
    /// The file's name in diagnostics.
    package var file: String
    /// The format's name, for comments and messages ("WebDriverAgent page source").
    package var format: String
    package var elements: [CapturedElement] = []
    /// The depth at which the tool cuts its trees, when it does: a tree this deep is probably
    /// missing its deepest elements.
    package var depthLimit: Int?
    /// What reading found approximate (bad frames, unknown traits), as located warnings.
    package var warnings: [Diagnostic] = []

    /// The most elements one capture may hold: ten times the longest tables seen in real captures,
    /// and a bound on the memory a hostile file can make the reader take.
    package static let maximumElements = 1_000_000

    package init(file: String, format: String) {
        self.file = file
        self.format = format
    }

    /// Appends an element and returns its index.
    @discardableResult
    mutating func append(_ element: CapturedElement) -> Int {
        elements.append(element)
        return elements.count - 1
    }

    mutating func warn(_ mark: SourceLocation, _ message: String) {
        warnings.append(Diagnostic(.warning, at: mark, message))
    }

    /// Each element's children, in document order.
    var children: [[Int]] {
        var result = [[Int]](repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent { result[parent].append(index) }
        }
        return result
    }

    /// Each element's depth: the root is level 1.
    var levels: [Int] {
        var result = [Int](repeating: 1, count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent { result[index] = result[parent] + 1 }
        }
        return result
    }
}
