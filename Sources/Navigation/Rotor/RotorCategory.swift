import AccessibilityModel

/// The kinds of place the position-based rotor settings jump between.
enum RotorCategory: Hashable, Sendable {
    case heading, link, formControl
    /// The first element of each container (list, landmark, table, tab bar, semantic group).
    case container
    /// The first element of each landmark.
    case landmark

    /// The categories decided by an element's own traits.
    static let elementCategories: [RotorCategory] = [.heading, .link, .formControl]

    /// Traits of the controls VoiceOver's Form Controls setting visits.
    private static let formControlTraits: AccessibilityTraits = [
        .button, .searchField, .adjustable, .switchButton, .toggleButton, .textField, .secureTextField,
    ]

    /// Whether an element with `traits` is a stop of this category.
    func includes(_ traits: AccessibilityTraits) -> Bool {
        switch self {
        case .heading: traits.contains(.header)
        case .link: traits.contains(.link)
        case .formControl: !traits.isDisjoint(with: Self.formControlTraits)
        case .container, .landmark: false
        }
    }
}
