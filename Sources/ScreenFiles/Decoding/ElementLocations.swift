import AppFiles

/// Where each element of a screen is written, by its path of child indices (as
/// ``SourceLocator`` walks it), kept without the parsed file: a line and column a node, the
/// tree laid out breadth first so that each node's children are consecutive. A loaded app keeps
/// one for every screen to place findings; the file's text is freed once the app is read.
struct ElementLocations: Sendable {
    let file: String
    private var lines: [UInt32] = []
    private var columns: [UInt32] = []
    /// Each node's first child's index, and how many children it has.
    private var firstChild: [Int32] = []
    private var childCount: [Int32] = []

    /// Where an element (or a screen) is written, and where its children are, in the order an
    /// element path counts them: its subviews (a screen's elements), then the elements written
    /// in place in its `accessibilityElements`. The decoder makes these as it reads.
    struct Place {
        var line: UInt32
        var column: UInt32
        var children: [Place] = []

        init(_ node: SourceNode) {
            let location = node.location(in: "")
            line = UInt32(clamping: location.line)
            column = UInt32(clamping: location.column)
        }
    }

    /// The locations of the elements under `screen`, a screen's place in `file`.
    init(screen: Place, file: String) {
        self.file = file
        var queue = [screen]
        var next = 0
        while next < queue.count {
            let place = queue[next]
            lines.append(place.line)
            columns.append(place.column)
            firstChild.append(Int32(clamping: queue.count))
            childCount.append(Int32(clamping: place.children.count))
            queue += place.children
            next += 1
        }
    }

    /// Where the element at `path` is written: as far down the path as the file goes.
    func locate(_ path: [Int]) -> SourceLocation {
        var node = 0
        for index in path {
            guard index >= 0, index < Int(childCount[node]) else { break }
            node = Int(firstChild[node]) + index
        }
        return SourceLocation(file: file, line: Int(lines[node]), column: Int(columns[node]))
    }
}
