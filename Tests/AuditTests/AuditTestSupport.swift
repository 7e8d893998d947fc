import Voices

enum AuditTestSupport {
    static let voices: VoiceCatalog = try! VoiceCatalog.standard()
}
