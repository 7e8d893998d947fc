import AccessibilityModel
import ArgumentParser

/// `--traits button,notEnabled`: trait names separated by commas, as screen files write them.
extension AccessibilityTraits: ParsedArgument {
    init(parsing text: String) throws {
        do {
            try self.init(list: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    public init?(argument: String) {
        try? self.init(parsing: argument)
    }
}
