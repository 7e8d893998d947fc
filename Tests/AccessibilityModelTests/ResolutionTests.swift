import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

/// A resolved screen: nodes in pre-order with generated ids, an explicit order mixing references
/// and inline elements, a container's frame from its children, the actions each node handles.
@Suite struct ResolutionTests {
    @Test func nodesOrdersFramesAndActions() throws {
        let app = try Samples.app(
            text:
                """
                elements:
                  - accessibilityIdentifier: card
                    accessibilityElements: [title, {accessibilityLabel: Inline}, more]
                    subviews:
                      - {accessibilityIdentifier: title, accessibilityLabel: Title, accessibilityFrame: [0, 0, 100, 20]}
                      - {accessibilityLabel: Unnamed, accessibilityFrame: [0, 30, 50, 20]}
                      - {accessibilityIdentifier: more, accessibilityLabel: More, accessibilityFrame: [60, 30, 40, 20], accessibilityActivate: [dismiss]}
                """
        )
        let (_, screen) = app.launched()
        #expect(screen.nodes.map(\.id) == ["test", "card", "title", "card/1", "more", "card/3"])
        #expect(screen.nodes.map(\.parent) == [nil, 0, 1, 1, 1, 1])
        let card = try #require(screen["card"])
        #expect(card.children == [2, 3, 4, 5])
        #expect(card.accessibilityElements == [2, 5, 4])
        #expect(card.frame == AccessibilityFrame(x: 0, y: 0, width: 100, height: 50))
        #expect(card.activationPoint == AccessibilityPoint(x: 50, y: 25))
        #expect(screen["card/3"]?.label == "Inline")
        #expect(screen.nodes.map(\.supportedActions) == [[], [], [], [], [.activate], []])
        #expect(screen.index(of: "more") == 4)
    }
}
