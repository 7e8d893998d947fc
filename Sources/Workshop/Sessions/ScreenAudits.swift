import AccessibilityModel
import Audit
import Findings
import Navigation
import Synchronization

/// The audit of the screens sessions show, made once for all of them: a room that opens the
/// file at once asks for the start screen's findings from every session, and gets one audit.
final class ScreenAudits: Sendable {
    /// What a screen's audit depends on: the file as loaded, the app's state, the locale and
    /// the settings.
    struct Key: Hashable, Sendable {
        /// The load of the file (``AppDocument/Loaded``): an edited file is audited again.
        var load: Int
        var state: AppState
        var locale: String
        var settings: NavigationSettings

        init(_ navigation: NavigationSession, load: Int) {
            self.load = load
            state = navigation.state
            locale = navigation.locale
            settings = navigation.settings
        }
    }

    /// A screen's findings by the element they are on (its reported name; "" for the screen).
    typealias ByElement = [String: [Finding]]

    let auditor: Auditor
    private let audits = Mutex<[Key: Task<ByElement, Never>]>([:])
    /// Audits kept before the store starts over: far more screens, states and locales than a
    /// workshop goes through.
    static let capacity = 256

    init(auditor: Auditor) {
        self.auditor = auditor
    }

    /// The findings on `navigation`'s visible screen, `key` being its key: the audit is made
    /// off the caller's turn the first time any session asks, and shared after.
    func findings(on navigation: NavigationSession, key: Key) -> Task<ByElement, Never> {
        audits.withLock { audits in
            if let audit = audits[key] { return audit }
            if audits.count >= Self.capacity { audits.removeAll(keepingCapacity: true) }
            let audit = Task.detached(priority: .utility) { [auditor] in
                Dictionary(grouping: (try? auditor.findingsOnScreen(of: navigation)) ?? []) {
                    $0.subject.element ?? ""
                }
            }
            audits[key] = audit
            return audit
        }
    }
}
