import Synchronization

/// Whether the server keeps up with a session's speech, told to its pages when it changes:
/// a page shows the server busy while a key's speech waits too long, or a key went unheard.
final class BusyIndicator: Sendable {
    private let audience: Audience
    private let busy = Atomic<Bool>(false)

    init(audience: Audience) {
        self.audience = audience
    }

    var isBusy: Bool { busy.load(ordering: .acquiring) }

    /// The synthesis kept up with the session's latest speech, or did not.
    @Sendable func report(_ isBusy: Bool) {
        guard busy.exchange(isBusy, ordering: .acquiringAndReleasing) != isBusy else { return }
        audience.send(.text(ServerMessage.text(ServerMessage.Busy(busy: isBusy))))
    }
}
