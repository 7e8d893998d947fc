import Foundation

/// Identifiers for imported elements that stay the same when the same capture is imported again:
/// the captured `name` when it has one (with a letter or digit), otherwise the type ("button"); a repeat gets "-2", "-3".
enum StableIdentifiers {
    static func assign(_ elements: [CapturedElement], kept: [Int]) -> [Int: String] {
        var used = Set<String>()
        var next: [String: Int] = [:]
        var result: [Int: String] = [:]
        for index in kept {
            let element = elements[index]
            let name = element.identifier.map { String($0.trimmedOfWhitespace) } ?? ""
            let readable = name.unicodeScalars.contains {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            }
            let base = readable ? name : element.type.prefix(1).lowercased() + element.type.dropFirst()
            var candidate = base
            while used.contains(candidate) {
                let number = next[base, default: 2]
                next[base] = number + 1
                candidate = "\(base)-\(number)"
            }
            used.insert(candidate)
            result[index] = candidate
        }
        return result
    }
}
