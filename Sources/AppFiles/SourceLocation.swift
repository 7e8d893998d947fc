/// A place in a file, 1-based, as compilers and editors count: where a diagnostic is, where a
/// finding is fixed, where a parsed node or a captured element starts.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as it was given.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The first character of `file`: where a problem of the whole file is reported.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
