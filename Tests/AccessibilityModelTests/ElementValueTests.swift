import Testing

@testable import AccessibilityModel

/// An element is a value: its rarely set attributes live in a value shared between copies, and
/// setting one on a copy never changes another element.
@Suite struct ElementValueTests {
    @Test func settingARareAttributeOnACopyLeavesTheOriginal() throws {
        var original = Element(accessibilityIdentifier: "cell", accessibilityLanguage: "fr-FR")
        original.accessibilityRowCount = 3
        var copy = original
        copy.accessibilityRowCount = 4
        copy.actions.activate = [.set("done", try Template(parsing: "true"))]
        copy.auditSuppressions["label-period"] = "a name"

        #expect(original.accessibilityRowCount == 3)
        #expect(original.actions == .none)
        #expect(original.auditSuppressions.isEmpty)
        #expect(original.accessibilityLanguage == "fr-FR")
        #expect(copy.accessibilityRowCount == 4)
        #expect(copy.actions.activate?.count == 1)
        #expect(copy.accessibilityLanguage == "fr-FR")
        #expect(copy != original)
    }

    @Test func elementsWithTheSameAttributesAreEqualHoweverTheyWereMade() {
        var set = Element(accessibilityIdentifier: "a")
        set.accessibilityViewIsModal = .constant(true)
        set.conditionalTraits = []
        let made = Element(accessibilityIdentifier: "a", accessibilityViewIsModal: .constant(true))
        #expect(set == made)
        #expect(set.hashValue == made.hashValue)

        // Back to the defaults: equal to an element that never set it.
        set.accessibilityViewIsModal = nil
        #expect(set == Element(accessibilityIdentifier: "a"))
        #expect(Set([set, Element(accessibilityIdentifier: "a")]).count == 1)
    }
}
