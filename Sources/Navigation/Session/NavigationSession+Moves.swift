import AccessibilityModel
import Utterances

/// Moving focus: swipes, jumps to the ends, touch exploration, read all.
extension NavigationSession {
    /// A swipe: the next or previous element; at either end focus stays and the boundary sounds.
    mutating func step(by offset: Int) -> Utterance {
        let target: Int?
        if let focus {
            target = focus + offset
        } else {
            target = offset > 0 ? 0 : screen.count - 1
        }
        guard let target, screen.order.indices.contains(target) else { return boundary() }
        return moveFocus(to: target, cause: .focus, from: focus)
    }

    /// Focus on a position (the first or last element), or the boundary when there is none.
    mutating func jump(to position: Int?) -> [Utterance] {
        guard let position else { return [boundary()] }
        return [moveFocus(to: position, cause: .focus, from: focus)]
    }

    /// Touch exploration: the element under the point; the smallest when frames overlap, and of
    /// equal ones the last drawn. Nothing under the point says nothing.
    mutating func touch(_ point: AccessibilityPoint) -> [Utterance] {
        var best: (position: Int, area: Double)?
        for (position, index) in screen.order.enumerated() {
            let frame = screen.resolved.nodes[index].frame
            guard frame.contains(point) else { continue }
            let area = frame.width * frame.height
            if best.map({ area <= $0.area }) ?? true { best = (position, area) }
        }
        guard let best else { return [] }
        return [moveFocus(to: best.position, cause: .focus, from: nil)]
    }

    /// Reads every element from the focused one (or the first) to the end, without hints, and
    /// leaves focus on the last one read.
    mutating func readAll(fromTop: Bool) -> [Utterance] {
        let start = fromTop ? 0 : (focus ?? 0)
        guard start < screen.count else { return [boundary()] }
        let reader = describerWithoutHints
        let builder = ElementFactsBuilder(screen: screen)
        let pause = UtterancePart.pause(
            Pause(milliseconds: settings.readAllPauseMilliseconds, reason: .betweenItems))
        var said: [Utterance] = []
        var previous = fromTop ? nil : focus
        for position in start..<screen.count {
            var utterance = reader.describe(
                builder.facts(at: position, arrivingFrom: previous), cause: .readAll)
            if position < screen.count - 1 { utterance.parts.append(pause) }
            said.append(utterance)
            previous = position
        }
        focus = screen.count - 1
        rotor.focusMoved()
        return said
    }

    /// Focus could not move: the boundary sound.
    func boundary() -> Utterance {
        Utterance(cause: .boundary, parts: [.cue(.boundary)])
    }
}
