import AccessibilityModel
import Findings

/// `element-covered`: a reachable element whose frame lies mostly (the coverage threshold, more
/// than half by default) under one reachable element drawn after it. Views draw in tree order,
/// later siblings over earlier ones, so the later element takes the touches there: explore by
/// touch finds it, not the covered one. Reachable elements are never one another's ancestors (an
/// element hides its children), and elements without a frame are not compared. An element read
/// but not seen where its frame is (``Element/isVisible``: a capture's `visible="false"`, such as
/// a row scrolled under the navigation bar, or a footer whose frame the capture left stale) is
/// not drawn over anything; it may still be covered. A grid of
/// frames (``FrameGrid``) keeps the comparisons near the number of overlapping pairs.
package struct ElementCoveredRule: AuditRule {
    /// The most frame comparisons on one screen by default: a screen whose elements overlap far
    /// beyond any real layout (thousands of bars crossing thousands of others) is checked this
    /// far, and a note says so, rather than taking minutes.
    package static let defaultMaximumComparisons = 20_000_000

    package let maximumComparisons: Int

    package init(maximumComparisons: Int = defaultMaximumComparisons) {
        self.maximumComparisons = maximumComparisons
    }

    package let rule = RuleDescription(
        id: "element-covered", severity: .warning,
        summary: "An element lies under another element drawn over it.",
        why:
            "Accessibility Programming Guide for iOS: the accessibility frame is where the element is on screen, and explore by touch speaks the element under the finger; an element drawn over another takes its touches, so the covered one is reached only by swiping (and a sighted helper cannot see it).",
        fix: "Move or resize one of them so they do not overlap, or hide the covered element from accessibility.",
        xcodeAuditCategory: "hitRegion")
    package let guide = "Layout: every reachable element can be found by touch (nothing drawn over it)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element("Buy", traits: .button).frame(16, 100, 300, 44)
                Element("Sale banner").frame(0, 90, 393, 64)
            }
        ],
        nonTriggering: [
            Screen("good") {
                Element("Buy", traits: .button).frame(16, 100, 300, 44)
                Element("Sale banner").frame(0, 140, 393, 64)
            },
            Screen("captured, scrolled under the bar") {
                Element("Add", traits: .button).frame(340, 47, 42, 44)
                Element("10:00").frame(51, 49, 339, 51).notVisible()
            },
        ])

    package func findings(in screen: AuditedScreen) -> [Finding] {
        // Reachable elements with a frame, in drawing order (tree order).
        var drawn = screen.order.indices.filter { !screen.nodes[screen.order[$0]].frame.isEmpty }
        // The swipe order is mostly the tree's already: sort only when it is not.
        if zip(drawn, drawn.dropFirst()).contains(where: { screen.order[$0] > screen.order[$1] }) {
            drawn.sort { screen.order[$0] < screen.order[$1] }
        }
        // One frame alone lies under nothing (a screen of one element).
        guard drawn.count > 1 else { return [] }
        let frames = drawn.map { screen.nodes[screen.order[$0]].frame }
        let grid = FrameGrid(frames)
        let threshold = screen.settings.coverageThreshold
        var budget = maximumComparisons
        var covered: [(position: Int, finding: Finding)] = []
        for item in frames.indices {
            let area = frames[item].width * frames[item].height
            var cover: (item: Int, overlap: Double)?
            grid.forEachLaterOverlap(of: item, budget: &budget) { other, overlap in
                guard overlap >= threshold * area, screen.nodes[screen.order[drawn[other]]].isVisible else {
                    return true
                }
                cover = (other, overlap)
                return false
            }
            if let cover {
                let top = screen.nodes[screen.order[drawn[cover.item]]]
                let percent = Int((cover.overlap / area * 100).rounded(.down))
                covered.append(
                    (
                        drawn[item],
                        screen.finding(
                            rule, at: drawn[item],
                            "\(top.label.map { "\"\($0)\"" } ?? top.id) (element \(drawn[cover.item] + 1) of the swipe order) is drawn over \(percent)% of it: touch finds that one there"
                        )
                    ))
            }
            guard budget > 0 else {
                let note = Finding(
                    rule: rule.id, severity: .note,
                    message:
                        "stopped after \(maximumComparisons) frame comparisons (ElementCoveredRule.defaultMaximumComparisons): the elements overlap too much to check them all",
                    locale: screen.locale, subject: FindingSubject(screen: screen.name))
                return covered.sorted { $0.position < $1.position }.map(\.finding) + [note]
            }
        }
        return covered.sorted { $0.position < $1.position }.map(\.finding)
    }
}
