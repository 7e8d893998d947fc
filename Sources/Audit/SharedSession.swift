import Navigation

/// A navigation session shared by reference: the one every audited screen of a locale speaks
/// through (``AuditedScreen``), with the app, VoiceOver's words and the describer in it.
final class SharedSession: Sendable {
    let session: NavigationSession

    init(_ session: NavigationSession) {
        self.session = session
    }
}
