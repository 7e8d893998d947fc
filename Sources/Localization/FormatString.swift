import Foundation

/// A printf-style format from a strings table ("%d stars", "%1$@, %2$@", "%#@stars@"), parsed once.
///
/// Conversions: `%@` and `%s` (text), `%d %i %u %ld %lld %lu %llu %x %X %o` (whole numbers), `%f %e %g`
/// with optional flags, width and precision, positions (`%2$@`), `%%`, and stringsdict plural
/// variables `%#@name@`. A `%` that starts none of these is kept as written.
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case text(String)
        /// A conversion of the argument at `position` (1-based) or, when nil, of the next one.
        case argument(position: Int?, specification: String, conversion: Character)
        case pluralVariable(name: String, position: Int?)
    }

    /// The largest position, width or precision a conversion may give (`%999$@`, `%999d`,
    /// `%.999f`); a `%` with a larger one is kept as written, since formatting it would make
    /// text of any length.
    public static let maximumFieldNumber = 999

    public let source: String
    let segments: [Segment]

    public init(_ source: String) {
        self.source = source
        segments = Self.parse(Array(source))
    }

    public var description: String { source }
    public static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The plural variables (`%#@name@`) the format names.
    public var pluralVariables: [String] {
        segments.compactMap { if case .pluralVariable(let name, _) = $0 { name } else { nil } }
    }

    /// Whether the format takes any argument.
    public var hasConversions: Bool {
        segments.contains { if case .text = $0 { false } else { true } }
    }

    /// The formatted text. `plural` picks a variable's form for an argument.
    func format(
        _ arguments: [StateValue], firstArgument: Int = 0,
        plural: (_ variable: String, _ argumentIndex: Int) -> String
    ) -> String {
        var next = firstArgument
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                result += text
            case .argument(let position, let specification, let conversion):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                guard arguments.indices.contains(index) else { continue }
                result += Self.convert(arguments[index], specification: specification, conversion: conversion)
            case .pluralVariable(let name, let position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                result += plural(name, index)
            }
        }
        return result
    }

    private static func convert(_ value: StateValue, specification: String, conversion: Character) -> String {
        switch conversion {
        case "@", "s":
            return value.description
        case "f", "F", "e", "E", "g", "G":
            let number: Double
            switch value {
            case .int(let whole): number = Double(whole)
            case .bool(let flag): number = flag ? 1 : 0
            case .string(let text): number = Double(text) ?? 0
            }
            return String(format: "%" + specification + String(conversion), number)
        case "c":
            return String(value.description.prefix(1))
        default:
            let whole: Int
            switch value {
            case .int(let number): whole = number
            case .bool(let flag): whole = flag ? 1 : 0
            case .string(let text):
                guard let number = Int(text) else { return text }
                whole = number
            }
            if specification.isEmpty, "diu".contains(conversion) { return String(whole) }
            return String(format: "%" + specification + "l" + String(conversion), whole)
        }
    }

    private static let conversions: Set<Character> = [
        "@", "s", "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "c",
    ]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]

    private static func parse(_ characters: [Character]) -> [Segment] {
        var segments: [Segment] = []
        var text = ""
        var index = 0
        func flushText() {
            if !text.isEmpty { segments.append(.text(text)) }
            text = ""
        }
        while index < characters.count {
            guard characters[index] == "%" else {
                text.append(characters[index])
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                text.append("%")
                index += 2
                continue
            }
            if let (segment, end) = parseConversion(characters, from: index + 1) {
                flushText()
                segments.append(segment)
                index = end
            } else {
                text.append("%")
                index += 1
            }
        }
        flushText()
        return segments
    }

    /// One conversion after a `%`: its segment and the index after it, or nil when it is not one.
    private static func parseConversion(_ characters: [Character], from start: Int) -> (Segment, Int)? {
        var index = start
        var isTooLarge = false
        func digits() -> Int? {
            let begin = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard index > begin else { return nil }
            guard index - begin <= 3, let number = Int(String(characters[begin..<index])), number <= maximumFieldNumber
            else {
                isTooLarge = true
                return nil
            }
            return number
        }
        var position: Int?
        let save = index
        if let number = digits(), index < characters.count, characters[index] == "$" {
            position = number
            index += 1
        } else {
            index = save
            isTooLarge = false
        }
        if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@") else { return nil }
            let name = String(characters[(index + 2)..<close])
            return name.isEmpty ? nil : (.pluralVariable(name: name, position: position), close + 1)
        }
        var specification = ""
        while index < characters.count, "-+ 0#'".contains(characters[index]) {
            specification.append(characters[index])
            index += 1
        }
        if let width = digits() { specification += String(width) }
        if index < characters.count, characters[index] == "." {
            index += 1
            specification += "." + String(digits() ?? 0)
        }
        while index < characters.count, lengthModifiers.contains(characters[index]) { index += 1 }
        guard !isTooLarge, index < characters.count, conversions.contains(characters[index]) else { return nil }
        return (.argument(position: position, specification: specification, conversion: characters[index]), index + 1)
    }
}
