import AccessibilityModel
import Foundation

/// WebDriverAgent's `traits` attribute ("Button, Selected, NotEnabled"): UIAccessibilityTraits'
/// names without their prefix, any case.
struct TraitList {
    var traits: AccessibilityTraits = []
    /// Names that are not UIAccessibilityTraits, as written.
    var unknown: [String] = []

    /// Each trait by its name in lower case.
    private static let byKey = Dictionary(
        uniqueKeysWithValues: AccessibilityTraits.named.map { ($0.name.lowercased(), $0.trait) })

    init(_ text: String) {
        for part in text.split(separator: ",") {
            let name = part.trimmedOfSpaces
            guard !name.isEmpty else { continue }
            let key = String(name.lowercased().filter { $0 != " " })
            if let trait = Self.byKey[key], !ElementRole.typeOnlyTraits.contains(trait) {
                traits.insert(trait)
            } else if key != "none" {
                unknown.append(String(name))
            }
        }
    }
}
