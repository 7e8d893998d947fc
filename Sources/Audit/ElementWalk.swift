import AccessibilityModel
import Findings
import Foundation

/// The rules that look at each element (``ElementRule``), walked over a locale's screens in units
/// that can be worked on side by side: runs of screens (an app may have thousands of
/// one-element screens), and a long screen in pieces (a screen may have 100,000 elements). A
/// check that remembers the elements before (``ElementRule/readsEarlierElements``) walks a long
/// screen whole, in a unit of its own. Put together in the units' order, the findings are
/// listed as a serial walk lists them: screen by screen in the app's order, each screen's in
/// swipe order.
struct ElementWalk {
    let rules: [any ElementRule]
    /// Each rule's place among all the audit's rules, which the findings are listed by.
    let indices: [Int]
    let ruleCount: Int
    /// Each rule's description, taken from it once: the checks are given it, and hold none.
    let descriptions: [RuleDescription]

    /// Elements in a piece of a long screen: a screen of twice as many is walked in pieces.
    static let pieceLength = 4_096

    init(rules: [any ElementRule], at indices: [Int], ruleCount: Int) {
        self.rules = rules
        self.indices = indices
        descriptions = rules.map(\.rule)
        self.ruleCount = ruleCount
    }

    /// A part of the walk.
    enum Unit: Sendable {
        /// Consecutive screens, each walked whole.
        case screens(Range<Int>)
        /// The elements of a long screen at some swipe positions, for the checks that do not read
        /// earlier elements.
        case piece(screen: Int, positions: Range<Int>)
        /// A long screen whole, for the checks that read earlier elements.
        case ordered(screen: Int)
    }

    /// The units of a walk over `screens`: a few runs of screens a core, each long screen in
    /// pieces where it comes.
    static func units(on screens: [AuditedScreen]) -> [Unit] {
        let runLength = max(1, screens.count / (ProcessInfo.processInfo.activeProcessorCount * 4))
        var units: [Unit] = []
        var start = 0
        func endRun(at end: Int) {
            for run in stride(from: start, to: end, by: runLength) {
                units.append(.screens(run..<min(end, run + runLength)))
            }
        }
        for (index, screen) in screens.enumerated() where screen.order.count >= 2 * pieceLength {
            endRun(at: index)
            let count = screen.order.count
            for piece in stride(from: 0, to: count, by: pieceLength) {
                units.append(.piece(screen: index, positions: piece..<min(count, piece + pieceLength)))
            }
            units.append(.ordered(screen: index))
            start = index + 1
        }
        endRun(at: screens.count)
        return units
    }

    /// The findings of one unit, by rule (at its place among all the rules).
    func findings(of unit: Unit, on screens: [AuditedScreen]) -> [[Finding]] {
        var found = [[Finding]](repeating: [], count: ruleCount)
        // One array for every screen's checks, each rule asked in place (copying a rule copies
        // its examples); a screen's checks are gone when the next screen's are made.
        var checks: [(item: Int, check: ElementCheck)] = []
        checks.reserveCapacity(rules.count)
        switch unit {
        case .screens(let range):
            for screen in screens[range] {
                walk(screen, positions: screen.order.indices, rules: rules.indices, checks: &checks, into: &found)
            }
        case .piece(let screen, let positions):
            let chosen = rules.indices.filter { !rules[$0].readsEarlierElements }
            walk(screens[screen], positions: positions, rules: chosen, checks: &checks, into: &found)
        case .ordered(let screen):
            let chosen = rules.indices.filter { rules[$0].readsEarlierElements }
            walk(
                screens[screen], positions: screens[screen].order.indices, rules: chosen, checks: &checks, into: &found)
        }
        return found
    }

    /// The checks of `chosen` (indices into ``rules``) on `screen`, made in `checks`, asked of
    /// the elements at the swipe `positions`; their findings added to `found`.
    private func walk(
        _ screen: AuditedScreen, positions: Range<Int>, rules chosen: some Collection<Int>,
        checks: inout [(item: Int, check: ElementCheck)], into found: inout [[Finding]]
    ) {
        checks.removeAll(keepingCapacity: true)
        for item in chosen {
            if let check = rules[item].check(in: screen) { checks.append((item, check)) }
        }
        guard !checks.isEmpty else { return }
        for position in positions {
            // One copy of the node for all the checks: lent to each.
            let node = screen.nodes[screen.order[position]]
            for (item, check) in checks {
                if let finding = check.finding(on: screen, descriptions[item], at: position, node) {
                    found[indices[item]].append(finding)
                }
            }
        }
    }
}
