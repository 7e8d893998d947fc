import AccessibilityModel
import Navigation
import Testing

/// docs/voiceover-behaviour.md §4.1: below a view with the tab bar trait, a container with an
/// explicit order is placed by its own frame, not its first element (AccessibilitySnapshot's
/// parser, `overridesElementFrame`).
@Suite struct TabBarGroupTests {
    /// A tab bar view, 390 wide: a full-width group whose explicit order starts at its right end
    /// (Trips, then Home), and a tab (Search) lying over its middle.
    static func tabs(trait: Bool) -> Screen {
        Screen("tabs") {
            Element.container {
                Element.container {
                    Element("Home", traits: .button, identifier: "home").frame(0, 800, 130, 50)
                    Element("Trips", traits: .button, identifier: "trips").frame(260, 800, 130, 50)
                }.order("trips", "home").frame(0, 800, 390, 50)
                Element("Search", traits: .button).frame(130, 800, 130, 50)
            }.traits(trait ? .tabBar : [])
        }
    }

    @Test func anOrderedGroupInATabBarViewIsPlacedByItsFrame() throws {
        #expect(
            try Fixtures.session(Self.tabs(trait: true)).transcript == [
                "Trips. Tab. 1 of 3.", "Home. Tab. 2 of 3.", "Search. Tab. 3 of 3.",
            ])
    }

    /// Anywhere else a group is placed by its first element, as before.
    @Test func elsewhereAnOrderedGroupIsPlacedByItsFirstElement() throws {
        #expect(
            try Fixtures.session(Self.tabs(trait: false)).transcript == [
                "Search. Button.", "Trips. Button.", "Home. Button.",
            ])
    }

    /// A tab bar without the trait (the container type of UIKit's UITabBar) places the group by
    /// its first element: AccessibilitySnapshot overrides the frame only for the trait.
    @Test func aTabBarContainerWithoutTheTraitPlacesGroupsByTheirFirstElement() throws {
        let screen = Screen("tabs") {
            Element.container(.tabBar) {
                Element.container {
                    Element("Home", traits: .button, identifier: "home").frame(0, 800, 130, 50)
                    Element("Trips", traits: .button, identifier: "trips").frame(260, 800, 130, 50)
                }.order("trips", "home").frame(0, 800, 390, 50)
                Element("Search", traits: .button).frame(130, 800, 130, 50)
            }
        }
        #expect(
            try Fixtures.session(screen).transcript == [
                "Search. Tab. 1 of 3.", "Trips. Tab. 2 of 3.", "Home. Tab. 3 of 3.",
            ])
    }
}
