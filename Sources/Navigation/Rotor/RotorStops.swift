/// The swipe positions each position-based rotor setting visits, one list a category: a
/// screen's lists are made as it is opened, and an app may have thousands of small screens,
/// so there is no table to allocate (a category without stops has an empty list).
struct RotorStops: Sendable {
    private var headings: [Int] = []
    private var links: [Int] = []
    private var formControls: [Int] = []
    private var containers: [Int] = []
    private var landmarks: [Int] = []

    subscript(_ category: RotorCategory) -> [Int] {
        get {
            switch category {
            case .heading: headings
            case .link: links
            case .formControl: formControls
            case .container: containers
            case .landmark: landmarks
            }
        }
        _modify {
            switch category {
            case .heading: yield &headings
            case .link: yield &links
            case .formControl: yield &formControls
            case .container: yield &containers
            case .landmark: yield &landmarks
            }
        }
    }
}
