import Testing

@testable import Listening

/// The order work items are handed to workers: the costliest first, so that a run ends on its
/// shortest items.
@Suite struct PendingItemsTests {
    @Test func theCostliestItemGoesFirstAndEqualsInPlanOrder() {
        var pending = PendingItems()
        for (index, cost) in [(0, 30), (1, 90), (2, 30), (3, 60), (4, 90)] { pending.add(index, cost: cost) }
        var order: [Int] = []
        while let next = pending.removeCostliest() { order.append(next) }
        #expect(order == [1, 4, 3, 0, 2])
        #expect(pending.isEmpty)
    }

    @Test func anItemAddedLaterStillGoesBeforeCheaperOnes() {
        var pending = PendingItems()
        pending.add(0, cost: 10)
        pending.add(1, cost: 20)
        #expect(pending.removeCostliest() == 1)
        pending.add(2, cost: 50)
        #expect(pending.removeCostliest() == 2)
        #expect(pending.removeCostliest() == 0)
        #expect(pending.removeCostliest() == nil)
    }

    @Test func anItemCostsWhatItsElementsSayInUTF8Bytes() {
        let spoken = ["Inbox, button", "Weather in Cupertino, 21 degrees", "天气"]
        #expect(PendingItems.cost(of: [0], saying: spoken) == 13)
        #expect(PendingItems.cost(of: [1, 2], saying: spoken) == 32 + 6)
        #expect(PendingItems.cost(of: [], saying: spoken) == 0)
    }
}
