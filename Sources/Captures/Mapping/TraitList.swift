import AccessibilityModel
import Foundation

/// WebDriverAgent's `traits` attribute ("Button, Selected, NotEnabled"): UIAccessibilityTraits'
/// names without their prefix, any case.
struct TraitList {
    var traits: AccessibilityTraits = []
    /// Names that are not UIAccessibilityTraits, as written.
    var unknown: [String] = []

    init(_ text: String) {
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            let key = name.lowercased().replacingOccurrences(of: " ", with: "")
            if let match = AccessibilityTraits.named.first(where: { $0.name.lowercased() == key }),
                !ElementRole.typeOnlyTraits.contains(match.trait)
            {
                traits.insert(match.trait)
            } else if key != "none" {
                unknown.append(name)
            }
        }
    }
}
