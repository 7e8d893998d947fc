/// A screen a user can reach, and how: the elements to double-tap, in order, from the start.
package struct PlannedScreen: Sendable, Hashable, Codable {
    package var name: String
    /// The identifiers of the elements activated from the start screen to reach it.
    package var path: [String]

    package init(name: String, path: [String]) {
        self.name = name
        self.path = path
    }
}
