import AccessibilityModel
import Listening
import Testing

/// Workers take the largest screens first, so that a long screen does not start last.
@Suite struct WorkOrderTests {
    static let app = App {
        Screen("alert") {
            Element("OK", traits: .button).frame(0, 0, 100, 44)
        }
        Screen("settings") {
            Element("Wi-Fi", traits: .button).frame(0, 0, 100, 44)
            Element("Bluetooth", traits: .button).frame(0, 44, 100, 44)
            Element("Battery", traits: .button).frame(0, 88, 100, 44)
        }
        Screen("sheet") {
            Element("Share", traits: .button).frame(0, 0, 100, 44)
            Element("Cancel", traits: .button).frame(0, 44, 100, 44)
        }
    }

    static func items(_ names: [String], locales: [String]) -> [WorkItem] {
        locales.flatMap { locale in names.map { WorkItem(locale: locale, screen: PlannedScreen(name: $0, path: [])) } }
    }

    @Test func largerScreensGoFirstAndEqualOnesKeepTheirOrder() {
        let items = Self.items(["alert", "settings", "sheet"], locales: ["en", "ru"])
        let order = WorkItem.largestFirst(items, in: Self.app)
        #expect(
            order.map { "\(items[$0].screen.name) \(items[$0].locale)" } == [
                "settings en", "settings ru", "sheet en", "sheet ru", "alert en", "alert ru",
            ])
    }

    @Test func everyItemIsTakenOnce() {
        let items = Self.items(["sheet", "missing", "alert", "settings"], locales: ["en"])
        let order = WorkItem.largestFirst(items, in: Self.app)
        #expect(order.sorted() == Array(items.indices))
        #expect(items[order.last!].screen.name == "missing")
    }
}
