/// A page's message allowance: a token bucket refilled at ``WorkshopLimits/messagesPerSecond``
/// and holding twice that, so a quick run of key presses is taken and a flood is not.
struct MessageRate {
    private let perSecond: Double
    private let capacity: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(perSecond: Int, now: ContinuousClock.Instant = .now) {
        self.perSecond = Double(max(perSecond, 1))
        capacity = self.perSecond * 2
        tokens = capacity
        last = now
    }

    /// Whether one more message may be taken at `now`; takes it when so.
    mutating func allows(at now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        last = now
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * perSecond)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
