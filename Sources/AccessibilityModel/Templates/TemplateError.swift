/// Why a template or condition does not parse, and where.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset of the problem in the template's text, in characters from 0.
    public var offset: Int
    public var message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "character \(offset + 1): \(message)" }
}
